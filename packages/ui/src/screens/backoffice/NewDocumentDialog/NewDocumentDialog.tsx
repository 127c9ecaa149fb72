import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { UST_SAETZE } from '../../../model/billing/documentHeader';
import type { DocumentKind } from '../../../model/billing/documentList';
import { formatDate } from '../../../model/time';
import { Checkbox } from '../../../primitives/Checkbox';
import { DateField } from '../../../primitives/DateField';
import { checkIsoDate } from '../../../model/validation/isoDate';
import { Select } from '../../../primitives/Select';
import { ClientChoice, type ClientChoiceSource } from '../../shared/ClientChoice';

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
  /** The client: searched, the first matches from the service (and the chosen one by name). */
  clientChoice: ClientChoiceSource;
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
  /**
   * The offer was billed already: `invoiceId` names the invoice it became (null when it is only
   * marked `abgerechnet`). The dialog says so and makes another invoice only after the person
   * confirms it explicitly, naming the existing invoice.
   */
  billed?: { invoiceId: number | null } | null;
  /**
   * Sends the call; a rejection keeps what was typed and shows the service's message.
   * `confirmedAgain`: the person confirmed billing an already billed offer once more.
   */
  onSubmit: (values: NewDocumentValues, confirmedAgain: boolean) => Promise<unknown>;
  /**
   * The day (YYYY-MM-DD) a new document is dated when the minimum is earlier; default today.
   * Stories fix it, so that their screenshots do not change with the calendar.
   */
  today?: string;
}

interface Form {
  client: string;
  datum: string;
  le_date: string;
  ust_satz: string;
  /** 'ja' once an already billed offer is confirmed to be billed again. */
  again: string;
}

/** What the dialog says about an offer billed already; the confirmation names the same invoice. */
function billedSentences(offerId: number, invoiceId: number | null) {
  return invoiceId === null
    ? {
        notice: `Dieses Angebot ist bereits als abgerechnet markiert. Prüfen Sie, ob es schon eine Rechnung zu Angebot ${offerId} gibt.`,
        confirm: 'Ja, trotzdem eine weitere Rechnung erstellen',
      }
    : {
        notice: `Dieses Angebot wurde bereits als Rechnung ${invoiceId} abgerechnet.`,
        confirm: `Ja, zusätzlich zu Rechnung ${invoiceId} eine weitere Rechnung erstellen`,
      };
}

/** "Angebot anlegen" / "Rechnung anlegen": client, date no earlier than the service's minimum, VAT rate. */
export function NewDocumentDialog({
  kind,
  isOpen,
  onOpenChange,
  clientChoice,
  minDatum,
  initialClientId = null,
  initialUstSatz = 19,
  fromOfferId = null,
  billed = null,
  onSubmit,
  today: fixedToday,
}: NewDocumentDialogProps) {
  const isInvoice = kind === 'rechnung';
  const start = (): Form => {
    const today = fixedToday ?? new Date().toISOString().slice(0, 10);
    const datum = minDatum && minDatum > today ? minDatum : today;
    return {
      client: initialClientId === null ? '' : String(initialClientId),
      datum,
      le_date: isInvoice ? datum : '',
      ust_satz: String(initialUstSatz),
      again: '',
    };
  };
  // The offer as it was when the dialog opened: its own conversion bills it, and the page's data,
  // updated before the page moves on to the new invoice, flashed "bereits als Rechnung … abgerechnet".
  const [billedAtOpen, setBilledAtOpen] = useState(billed);
  const billedText = fromOfferId !== null && billedAtOpen ? billedSentences(fromOfferId, billedAtOpen.invoiceId) : null;
  const form = useForm<Form>({
    initialValues: start(),
    validate: (values) => {
      const datum = checkIsoDate(values.datum, false, { min: minDatum, isRequired: true });
      return {
        client: values.client === '' ? 'Bitte einen Kunden wählen.' : undefined,
        datum: datum ?? undefined,
        again:
          billedText && values.again !== 'ja'
            ? 'Bitte bestätigen Sie, dass eine weitere Rechnung entstehen soll.'
            : undefined,
      };
    },
    onSubmit: async (values) => {
      await onSubmit(
        {
          client_id: Number(values.client),
          datum: values.datum,
          le_date: isInvoice && values.le_date !== '' ? values.le_date : null,
          ust_satz: Number(values.ust_satz),
        },
        billedText !== null && values.again === 'ja',
      );
      onOpenChange(false);
    },
    // Converting: a conflict is the offer's state (billed or changed meanwhile), not a typed value.
    conflict:
      fromOfferId === null
        ? undefined
        : `Angebot ${fromOfferId} wurde inzwischen anderweitig geändert oder abgerechnet; erstellt wurde nichts. Bitte laden Sie neu und prüfen Sie das Angebot.`,
  });
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts anew (with the minimum that may have moved meanwhile).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      form.reset(start());
      setBilledAtOpen(billed);
    }
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
        billedText
          ? `${billedText.notice} Kopf und Positionen würden in eine weitere Rechnung übernommen.`
          : fromOfferId !== null
            ? 'Kopf und Positionen des Angebots werden in die neue Rechnung übernommen.'
            : 'Texte und Positionen ergänzen Sie danach im Editor.'
      }
      submitLabel={
        billedText ? 'Weitere Rechnung erstellen' : fromOfferId !== null ? 'Rechnung erstellen' : `${noun} anlegen`
      }
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle={`${fromOfferId !== null ? 'Die Rechnung' : isInvoice ? 'Die Rechnung' : 'Das Angebot'} wurde nicht angelegt.`}
      submitError={form.submitError}
    >
      <ClientChoice label="Kunde" isRequired placeholder="Kunden wählen" {...clientChoice} {...form.field('client')} />
      <DateField
        label={isInvoice ? 'Rechnungsdatum' : 'Angebotsdatum'}
        isRequired
        min={minDatum}
        hint={minHint}
        {...form.field('datum')}
      />
      {isInvoice ? <DateField label="Leistungsdatum" {...form.field('le_date')} /> : null}
      <Select label="Umsatzsteuersatz" options={UST_SAETZE} {...form.field('ust_satz')} />
      {billedText ? (
        <Checkbox
          label={billedText.confirm}
          checked={form.values.again === 'ja'}
          onChange={(checked) => form.setValue('again', checked ? 'ja' : '')}
          error={form.errors.again}
        />
      ) : null}
    </FormDialog>
  );
}
