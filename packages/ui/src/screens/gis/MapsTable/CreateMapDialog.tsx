import { FormDialog, FormDialogWide } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { EPSG_OPTIONS } from '../../../model/domainValues';
import type { KarteInsert } from '../../../model/contract/tables';
import {
  EMPTY_CREATE_MAP_FORM,
  MAX_MAP_NAME_LENGTH,
  toKarteInsert,
  validateCreateMapForm,
  type CreateMapForm,
} from '../../../model/validation/createMapForm';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { YearField } from '../YearField';
import { useState } from 'react';
import { ClientChoice, type ClientChoiceRow, type ClientChoiceSource } from '../../shared/ClientChoice';

export interface CreateMapDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The client: searched, the first matches from the service. */
  clientChoice: ClientChoiceSource;
  /** POST /karte; reject with the service's error to keep what was typed. */
  onCreate: (fields: KarteInsert) => Promise<unknown>;
}

const DIN_FORMATS = ['A0', 'A1', 'A2', 'A3', 'A4'].map((din) => ({ value: din, label: din }));
const EPSG_CHOICES = EPSG_OPTIONS.map(({ value, label }) => ({ value: String(value), label }));
const thisYear = new Date().getFullYear();

/** "Karte anlegen": the rules and the body of the call are the model's (model/validation/createMapForm). */
export function CreateMapDialog({ isOpen, onOpenChange, clientChoice, onCreate }: CreateMapDialogProps) {
  // The chosen client's row: its EPSG stands in when the map has none.
  const [chosen, setChosen] = useState<ClientChoiceRow | null>(null);
  const form = useForm<CreateMapForm>({
    initialValues: EMPTY_CREATE_MAP_FORM,
    validate: validateCreateMapForm,
    onSubmit: async (values) => {
      await onCreate(toKarteInsert(values, chosen ? [chosen] : []));
      close(false);
    },
    afterSubmit: 'reset',
  });

  function close(open: boolean) {
    if (open) return;
    form.reset();
    onOpenChange(false);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title="Karte anlegen"
      description="Name und Pixelgröße des Scans; alles Weitere lässt sich danach in den Metadaten ergänzen."
      submitLabel="Anlegen"
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle="Die Karte wurde nicht angelegt."
      submitError={form.submitError}
      columns={2}
    >
      <FormDialogWide>
        <TextField label="Kartenname" isRequired maxLength={MAX_MAP_NAME_LENGTH} {...form.field('map_name')} />
      </FormDialogWide>
      <FormDialogWide>
        <ClientChoice
          label="Kunde"
          placeholder="Ohne Kunde"
          {...clientChoice}
          value={form.values.client_id}
          onChange={(value, row) => {
            setChosen(row);
            form.setValue('client_id', value);
          }}
        />
      </FormDialogWide>
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
      <FormDialogWide>
        <Select
          label="Koordinatensystem"
          hint="Ohne Angabe gilt das des Kunden."
          placeholder="Wie beim Kunden"
          options={EPSG_CHOICES}
          {...form.field('epsg')}
        />
      </FormDialogWide>
    </FormDialog>
  );
}
