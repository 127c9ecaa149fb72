import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { KarteInsert } from '../../../model/contract/tables';
import { EPSG_CODES, type EpsgCode } from '../../../model/domainValues';
import type { Client } from '../../../model/entities';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { color, space } from '../../../theme';
import { errorMessage } from '../errorMessage';
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

/** "Karte anlegen": the scan's name and pixel size are required (KarteInsert), the rest can follow in the metadata. */
export function CreateMapDialog({ isOpen, onOpenChange, clients, onCreate }: CreateMapDialogProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string | null>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const track = (key: string) => (message: string | null) =>
    setInvalid((current) => (current[key] === message ? current : { ...current, [key]: message }));

  const missing = {
    map_name: draft.map_name.trim() === '' ? 'Bitte einen Namen eingeben.' : null,
    width: draft.width === null ? 'Bitte die Breite in Pixeln eingeben.' : null,
    height: draft.height === null ? 'Bitte die Höhe in Pixeln eingeben.' : null,
  };
  const shown = (key: keyof typeof missing) => (isSubmitted ? missing[key] : null);

  const reset = () => {
    setDraft(EMPTY);
    setSubmitted(false);
    setError(null);
    onOpenChange(false);
  };
  const close = (open: boolean) => {
    if (!open && !isSaving) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setSubmitted(true);
    const hasErrors = Object.values(missing).some(Boolean) || Object.values(invalid).some(Boolean);
    if (hasErrors || draft.width === null || draft.height === null) return;
    const client = clients.find((c) => String(c.client_id) === draft.client_id);
    const epsg = draft.epsg === '' ? (client?.epsg ?? null) : (Number(draft.epsg) as EpsgCode);
    setSaving(true);
    setError(null);
    try {
      await onCreate({
        map_name: draft.map_name.trim(),
        width: draft.width,
        height: draft.height,
        client_id: client?.client_id ?? null,
        din: draft.din || null,
        jahr: draft.jahr,
        scale: draft.scale,
        res: draft.res,
        epsg,
        status: 'neu',
      });
      setSaving(false);
      reset();
    } catch (cause) {
      setSaving(false);
      setError(errorMessage(cause, 'Die Karte konnte nicht angelegt werden.'));
    }
  };

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
          <Button type="submit" form="create-map-form" variant="primary" icon="plus" isLoading={isSaving}>
            Anlegen
          </Button>
        </>
      }
    >
      <Form id="create-map-form" onSubmit={submit} noValidate>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Wide>
          <TextField
            label="Kartenname"
            isRequired
            value={draft.map_name}
            error={shown('map_name')}
            onChange={(value) => set('map_name', value)}
          />
        </Wide>
        <Wide>
          <Select
            label="Kunde"
            placeholder="Ohne Kunde"
            options={clients.map((c) => ({ value: String(c.client_id), label: c.name }))}
            value={draft.client_id}
            onChange={(value) => set('client_id', value)}
          />
        </Wide>
        <NumberField
          label="Breite (Pixel)"
          isRequired
          decimals={0}
          min={1}
          value={draft.width}
          error={shown('width')}
          onValidationChange={track('width')}
          onChange={(value) => set('width', value)}
        />
        <NumberField
          label="Höhe (Pixel)"
          isRequired
          decimals={0}
          min={1}
          value={draft.height}
          error={shown('height')}
          onValidationChange={track('height')}
          onChange={(value) => set('height', value)}
        />
        <Select
          label="DIN-Format"
          placeholder="Nicht gesetzt"
          options={DIN_FORMATS}
          value={draft.din}
          onChange={(value) => set('din', value)}
        />
        <YearField
          label="Jahr"
          min={1500}
          max={thisYear}
          value={draft.jahr}
          onValidationChange={track('jahr')}
          onChange={(value) => set('jahr', value)}
        />
        <NumberField
          label="Maßstabszahl"
          hint="5000 bedeutet 1:5.000."
          decimals={0}
          min={1}
          value={draft.scale}
          onValidationChange={track('scale')}
          onChange={(value) => set('scale', value)}
        />
        <NumberField
          label="Scanauflösung (dpi)"
          decimals={0}
          min={1}
          max={4800}
          value={draft.res}
          onValidationChange={track('res')}
          onChange={(value) => set('res', value)}
        />
        <Wide>
          <Select
            label="Koordinatensystem"
            hint="Ohne Angabe gilt das des Kunden."
            placeholder="Wie beim Kunden"
            options={EPSG_OPTIONS}
            value={draft.epsg}
            onChange={(value) => set('epsg', value)}
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

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  background: ${color.dangerBg};
  color: ${color.danger};
`;
