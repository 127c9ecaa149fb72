import { fn } from 'storybook/test';
import type { InvoiceStateRow, PaymentRow } from '../../../model/contract';
import { loadedQuery } from '../../../model/queryState';
import { InvoicePayments } from './InvoicePayments';

/**
 * What the payments card's two story files share (InvoicePayments.stories.tsx for its states,
 * InvoicePayments.form.stories.tsx for recording and reversing): the calendar, the rows and
 * the meta both spread, so a play in either file reads the same invoice.
 */

/** The stories' calendar: invoice of 11.11.2026, due in 14 days, looked at on 20.11.2026. */
export const TODAY = '2026-11-20';
const INVOICE_DATE = '2026-11-11';

export const stateOf = (change: Partial<InvoiceStateRow>): InvoiceStateRow => ({
  zustand: 'offen',
  faellig_am: '2026-11-25',
  zahlbetrag: 1190,
  bezahlt: 0,
  skonto: 0,
  offen: 1190,
  tage_ueberfaellig: 0,
  ...change,
});

export const payment = (change: Partial<PaymentRow> & Pick<PaymentRow, 'id' | 'datum' | 'betrag'>): PaymentRow => ({
  art: 'überweisung',
  referenz: 'RE 60',
  notiz: null,
  gegenbuchung_zu: null,
  storniert_durch: null,
  erfasst_von: 'Katrin Weidner',
  erfasst_am: `${change.datum}T09:15:00Z`,
  ...change,
});

export const PARTIAL = payment({ id: 41, datum: '2026-11-16', betrag: 500 });
/** How the payment is named in its button and dialog (Intl keeps a no-break space before €). */
export const PARTIAL_NAME = 'Zahlung vom 16.11.2026 über 500,00\u00a0€';

/** Teilweise bezahlt, with the one partial payment; each story file adds its own title. */
export const invoicePaymentsStoryMeta = {
  component: InvoicePayments,
  args: {
    state: loadedQuery(stateOf({ zustand: 'teilweise bezahlt', bezahlt: 500, offen: 690 })),
    payments: loadedQuery([PARTIAL]),
    invoiceDate: INVOICE_DATE,
    today: TODAY,
    onAddPayment: fn(async () => undefined),
    onReversePayment: fn(async () => undefined),
  },
};
