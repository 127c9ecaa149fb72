import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { UST_SAETZE } from '../../../model/billing/documentHeader';
import type { DocumentKind } from '../../../model/billing/documentList';
import { formatDate } from '../../../model/time';
import { DateField } from '../../../primitives/DateField';
import { checkIsoDate } from '../../../model/validation/isoDate';
import { Select } from '../../../primitives/Select';

/** What a new document is created with: a_add_offer {client_id, an_datum, ust_satz} or a_add_invoice {…, le_date}. */
export interface NewDocumentValues {
  client_id: number;
  datum: string;
  /** Invoices only; null for none. */
  le_date: string | null;
  ust_satz: number;
}

export interface NewDocumentDialogProps {
  kind: DocumentKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  clients: readonly { client_id: number; name: string }[];
  /**
   * requirements §5: the earliest date the service accepts for a new document
   * (a_get_min_an_datum_for_new_offer / a_get_min_rn_datum_for_new_invoice); undefined while it loads.
   */
  minDatum: string | undefined;
  /** The client chosen at the start (an offer becoming an invoice). */
  initialClientId?: number | null;
  initialUstSatz?: number;
  /** The offer an invoice is made from: the dialog says so and copies its header and positions. */
  fromOfferId?: number | null;
  /** Sends the call; a rejection keeps what was typed and shows the service's message. */
  onSubmit: (values: NewDocumentValues) => Promise<unknown>;
}

interface Form {
  client: string;
  datum: string;
  le_date: string;
  ust_satz: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** "Angebot anlegen" / "Rechnung anlegen": client, date no earlier than the service's minimum, VAT rate. */
export function NewDocumentDialog({
  kind,
  isOpen,
  onOpenChange,
  clients,
  minDatum,
  initialClientId = null,
  initialUstSatz = 19,
  fromOfferId = null,
  onSubmit,
}: NewDocumentDialogProps) {
  const isInvoice = kind === 'rechnung';
  const start = (): Form => {
    const datum = minDatum && minDatum > today() ? minDatum : today();
    return {
      client: initialClientId === null ? '' : String(initialClientId),
      datum,
      le_date: isInvoice ? datum : '',
      ust_satz: String(initialUstSatz),
    };
  };
  const form = useForm<Form>({
    initialValues: start(),
    validate: (values) => {
      const datum = checkIsoDate(values.datum, false, { min: minDatum, isRequired: true });
      return {
        client: values.client === '' ? 'Bitte einen Kunden wählen.' : undefined,
        datum: datum ?? undefined,
      };
    },
    onSubmit: async (values) => {
      await onSubmit({
        client_id: Number(values.client),
        datum: values.datum,
        le_date: isInvoice && values.le_date !== '' ? values.le_date : null,
        ust_satz: Number(values.ust_satz),
      });
      onOpenChange(false);
    },
  });
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts anew (with the minimum that may have moved meanwhile).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(start());
  }
  const noun = isInvoice ? 'Rechnung' : 'Angebot';
  const title = fromOfferId !== null ? `Rechnung aus Angebot ${fromOfferId}` : `${noun} anlegen`;
  const minHint = minDatum
    ? `Frühestens ${formatDate(minDatum)}: ${isInvoice ? 'Rechnungen' : 'Angebote'} werden in Datumsfolge nummeriert.`
    : 'Das früheste Datum wird geladen …';

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={
        fromOfferId !== null
          ? 'Kopf und Positionen des Angebots werden in die neue Rechnung übernommen.'
          : 'Texte und Positionen ergänzen Sie danach im Editor.'
      }
      submitLabel={fromOfferId !== null ? 'Rechnung erstellen' : `${noun} anlegen`}
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle={`${fromOfferId !== null ? 'Die Rechnung' : isInvoice ? 'Die Rechnung' : 'Das Angebot'} wurde nicht angelegt.`}
      submitError={form.submitError}
    >
      <Select
        label="Kunde"
        isRequired
        placeholder="Kunden wählen"
        options={clients.map((c) => ({ value: String(c.client_id), label: c.name }))}
        {...form.field('client')}
      />
      <DateField
        label={isInvoice ? 'Rechnungsdatum' : 'Angebotsdatum'}
        isRequired
        min={minDatum}
        hint={minHint}
        {...form.field('datum')}
      />
      {isInvoice ? <DateField label="Leistungsdatum" {...form.field('le_date')} /> : null}
      <Select label="Umsatzsteuersatz" options={UST_SAETZE} {...form.field('ust_satz')} />
    </FormDialog>
  );
}
