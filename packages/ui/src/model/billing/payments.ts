/**
 * Payments against an issued invoice (sql/73_payments.sql): the form's values and rules, the
 * call's params, and the invoice's computed state as a person reads it. The service checks the
 * same rules and answers in German; the form says them at the field before anything is sent.
 */
import type { InvoiceStateRow, PaymentMethod, RpcParams } from '../contract';
import { formatDate, formatEuro } from '../time';

/** The ways a payment arrives, in the service's words (data.zahlung `art`) with their labels. */
export const PAYMENT_METHODS: readonly { value: PaymentMethod; label: string }[] = [
  { value: 'überweisung', label: 'Überweisung' },
  { value: 'lastschrift', label: 'Lastschrift' },
  { value: 'bar', label: 'Bar' },
  { value: 'verrechnung', label: 'Verrechnung' },
];

export function paymentMethodLabel(art: PaymentMethod): string {
  return PAYMENT_METHODS.find((method) => method.value === art)?.label ?? art;
}

/** "Zahlung erfassen" as typed: the amount in euros as NumberField reports it, null while empty or no number. */
export interface PaymentForm {
  datum: string;
  betrag: number | null;
  art: PaymentMethod;
  referenz: string;
  notiz: string;
}

/** The day in the browser's calendar, ISO: the service counts "the future" by the German business day. */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new payment: received today, over what is still open (empty when nothing is). */
export function newPaymentForm(offen: number | null | undefined, today: string): PaymentForm {
  return {
    datum: today,
    betrag: offen !== null && offen !== undefined && offen > 0 ? offen : null,
    art: 'überweisung',
    referenz: '',
    notiz: '',
  };
}

export type PaymentFormErrors = Partial<Record<keyof PaymentForm, string>>;

/** More than two decimals: a cent fraction the column would round away (the service refuses it too). */
const hasCentFraction = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;

/**
 * The German message per field: an amount above zero in whole cents (a wrong payment is
 * reversed, never recorded negative), a value date between the invoice's date and today.
 */
export function validatePayment(
  values: PaymentForm,
  { today, invoiceDate }: { today: string; invoiceDate: string },
): PaymentFormErrors {
  const { betrag, datum } = values;
  return {
    betrag:
      betrag === null
        ? 'Bitte einen Wert eingeben.'
        : betrag === 0
          ? 'Der Betrag muss größer als 0,00 € sein.'
          : betrag < 0
            ? 'Der Betrag ist positiv. Eine falsch erfasste Zahlung wird storniert, nicht mit Minus erfasst.'
            : hasCentFraction(betrag)
              ? 'Bitte höchstens 2 Nachkommastellen eingeben.'
              : undefined,
    datum:
      datum === ''
        ? 'Bitte das Zahlungsdatum eingeben.'
        : datum > today
          ? `Das Zahlungsdatum darf nicht in der Zukunft liegen (heute ist der ${formatDate(today)}).`
          : datum < invoiceDate
            ? `Das Zahlungsdatum darf nicht vor dem Rechnungsdatum (${formatDate(invoiceDate)}) liegen.`
            : undefined,
  };
}

/** a_add_payment's params: the amount as text with a point and two decimals, empty texts as null. */
export function paymentParams(rechnungId: number, values: PaymentForm): RpcParams<'a_add_payment'> {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    rechnung_id: rechnungId,
    datum: values.datum,
    betrag: (values.betrag ?? 0).toFixed(2),
    art: values.art,
    referenz: text(values.referenz),
    notiz: text(values.notiz),
  };
}

/** What a payment's row says to a person, e.g. in a button's name: "Zahlung vom 03.11.2026 über 500,00 €". */
export function paymentName(payment: { datum: string; betrag: number }): string {
  return `Zahlung vom ${formatDate(payment.datum)} über ${formatEuro(Math.abs(payment.betrag))}`;
}

/** The state as one line: "Teilweise bezahlt · offen 690,00 € · fällig am 25.11.2026". */
export interface InvoiceStateLine {
  label: string;
  facts: readonly string[];
}

const credit = (offen: number) => (offen < 0 ? [`Guthaben ${formatEuro(-offen)}`] : []);

export function invoiceStateLine(state: InvoiceStateRow): InvoiceStateLine {
  const due = `fällig am ${formatDate(state.faellig_am)}`;
  const open = `offen ${formatEuro(state.offen)}`;
  switch (state.zustand) {
    case 'entwurf':
      return { label: 'Entwurf', facts: [] };
    case 'gutschrift':
      return { label: 'Stornorechnung', facts: [] };
    case 'storniert':
      return { label: 'Storniert', facts: credit(state.offen) };
    case 'bezahlt':
      return {
        label: state.skonto > 0 ? `Bezahlt (Skonto ${formatEuro(state.skonto)})` : 'Bezahlt',
        facts: credit(state.offen),
      };
    case 'überfällig': {
      const days = state.tage_ueberfaellig;
      return { label: `Überfällig seit ${days} ${days === 1 ? 'Tag' : 'Tagen'}`, facts: [open, due] };
    }
    case 'teilweise bezahlt':
      return { label: 'Teilweise bezahlt', facts: [open, due] };
    case 'offen':
      return { label: 'Offen', facts: [open, due] };
  }
}

/** Whether a payment may be recorded in this state: only to an issued invoice that is neither cancelled nor a credit note. */
export function takesPayments(state: InvoiceStateRow['zustand']): boolean {
  return state === 'offen' || state === 'teilweise bezahlt' || state === 'überfällig' || state === 'bezahlt';
}
