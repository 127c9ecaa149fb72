import { useId } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm, type FormErrors } from '../../../forms/useForm';
import type { KarteInsert } from '../../../model/contract/tables';
import { EPSG_CODES, type EpsgCode } from '../../../model/domainValues';
import type { Client } from '../../../model/entities';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';
import { YearField } from '../YearField';

export type ClientOption = Pick<Client, 'client_id' | 'name'> & Partial<Pick<Client, 'epsg'>>;

export interface CreateMapDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  clients: readonly ClientOption[];
  /** POST /karte; reject with the service's error to keep what was typed. */
  onCreate: (fields: KarteInsert) => Promise<unknown>;
}

interface Draft {
  map_name: string;
  client_id: string;
  width: number | null;
  height: number | null;
  din: string;
  jahr: number | null;
  scale: number | null;
  res: number | null;
  epsg: string;
}

const EMPTY: Draft = {
  map_name: '',
  client_id: '',
  width: null,
  height: null,
  din: '',
  jahr: null,
  scale: null,
  res: null,
  epsg: '',
};

const DIN_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4'].map((din) => ({ value: din, label: din }));
const EPSG_OPTIONS = EPSG_CODES.map((code) => ({
  value: String(code.value),
  label: `EPSG:${code.value} – ${code.label}`,
}));
const thisYear = new Date().getFullYear();

/** The scan's name and pixel size are required (KarteInsert); ranges are the number fields' own checks. */
export function validateCreateMap(draft: Draft): FormErrors {
  const errors: FormErrors = {};
  if (draft.map_name.trim() === '') errors.map_name = 'Bitte einen Namen eingeben.';
  if (draft.width === null) errors.width = 'Bitte die Breite in Pixeln eingeben.';
  if (draft.height === null) errors.height = 'Bitte die Höhe in Pixeln eingeben.';
  return errors;
}

/** "Karte anlegen": the scan's name and pixel size are required (KarteInsert), the rest can follow in the metadata. */
export function CreateMapDialog({ isOpen, onOpenChange, clients, onCreate }: CreateMapDialogProps) {
  const formId = useId();
  const form = useForm<Draft>({
    initialValues: EMPTY,
    validate: validateCreateMap,
    onSubmit: async (draft) => {
      const client = clients.find((c) => String(c.client_id) === draft.client_id);
      const epsg = draft.epsg === '' ? (client?.epsg ?? null) : (Number(draft.epsg) as EpsgCode);
      await onCreate({
        map_name: draft.map_name.trim(),
        // validateCreateMap let only a draft with both sizes through.
        width: draft.width ?? 0,
        height: draft.height ?? 0,
        client_id: client?.client_id ?? null,
        din: draft.din || null,
        jahr: draft.jahr,
        scale: draft.scale,
        res: draft.res,
        epsg,
        status: 'neu',
      });
      close(false);
    },
    afterSubmit: 'reset',
  });
  const isSaving = form.isSubmitting;

  function close(open: boolean) {
    if (open) return;
    form.reset();
    onOpenChange(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      title="Karte anlegen"
      description="Name und Pixelgröße des Scans; alles Weitere lässt sich danach in den Metadaten ergänzen."
      isDismissable={!isSaving}
      footer={
        <>
          <Button disabled={isSaving} onClick={() => close(false)}>
            Abbrechen
          </Button>
          <Button type="submit" form={formId} variant="primary" icon="plus" isLoading={isSaving}>
            Anlegen
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={form.handleSubmit} noValidate>
        <FormError title="Die Karte wurde nicht angelegt." problem={form.submitError} />
        <Wide>
          <TextField label="Kartenname" isRequired {...form.field('map_name')} />
        </Wide>
        <Wide>
          <Select
            label="Kunde"
            placeholder="Ohne Kunde"
            options={clients.map((c) => ({ value: String(c.client_id), label: c.name }))}
            {...form.field('client_id')}
          />
        </Wide>
        <NumberField label="Breite (Pixel)" isRequired decimals={0} min={1} {...form.numberField('width')} />
        <NumberField label="Höhe (Pixel)" isRequired decimals={0} min={1} {...form.numberField('height')} />
        <Select label="DIN-Format" placeholder="Nicht gesetzt" options={DIN_FORMATS} {...form.field('din')} />
        <YearField label="Jahr" min={1500} max={thisYear} {...form.numberField('jahr')} />
        <NumberField
          label="Maßstabszahl"
          hint="5000 bedeutet 1:5.000."
          decimals={0}
          min={1}
          {...form.numberField('scale')}
        />
        <NumberField label="Scanauflösung (dpi)" decimals={0} min={1} max={4800} {...form.numberField('res')} />
        <Wide>
          <Select
            label="Koordinatensystem"
            hint="Ohne Angabe gilt das des Kunden."
            placeholder="Wie beim Kunden"
            options={EPSG_OPTIONS}
            {...form.field('epsg')}
          />
        </Wide>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[4]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
