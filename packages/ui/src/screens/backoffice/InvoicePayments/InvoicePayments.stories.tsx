import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { invoicePaymentsStoryMeta, PARTIAL_NAME, payment, stateOf } from './invoicePaymentsStoryData';

/** The payments card's states; recording and reversing a payment are in InvoicePayments.form.stories.tsx. */
const meta = {
  ...invoicePaymentsStoryMeta,
  title: 'Screens/Back office/Rechnung – Zahlungen (InvoicePayments)',
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Zahlungen“ in der Bearbeitung einer Rechnung: der aus den Zahlungen berechnete Stand (etwa „Teilweise bezahlt“ mit offenem Betrag und Fälligkeit), die Zahlungen und Gegenbuchungen. Zahlungen werden erfasst, sobald die Rechnung gestellt (archiviert) ist.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_get_invoice_state, a_get_payments, a_add_payment, a_reverse_payment',
      tun: [
        'Den Stand immer aus den Zahlungen berechnen lassen, nie eintippen.',
        'Eine stornierte Zahlung zusammen mit der Gegenbuchung zeigen, die sie nennt.',
      ],
      lassen: [
        'Zahlungen nicht ändern oder löschen lassen: Eine falsche Zahlung wird durch eine Gegenbuchung storniert (GoBD).',
        'Bei einem Entwurf keine Schaltfläche „Zahlung erfassen“ zeigen.',
      ],
    },
  },
} satisfies Meta<typeof invoicePaymentsStoryMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const paymentsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Zahlungen und Gegenbuchungen' });

/** Teilweise bezahlt: the state in one line, the payment with its reversal at hand. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zahlungen' })).toBeVisible();
    await expect(canvas.getByText('Teilweise bezahlt').closest('p')).toHaveTextContent(
      'Teilweise bezahlt · offen 690,00 € · fällig am 25.11.2026',
    );
    await expect(canvas.getByText(/Zahlbetrag/)).toHaveTextContent('Zahlbetrag 1.190,00 € · eingegangen 500,00 €');
    const rows = within(paymentsTable(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('16.11.2026');
    await expect(rows[1]).toHaveTextContent('500,00 €');
    await expect(rows[1]).toHaveTextContent('Überweisung');
    await expect(rows[1]).toHaveTextContent('RE 60');
    await expect(rows[1]).toHaveTextContent('Katrin Weidner');
    await expect(canvas.getByRole('button', { name: `${PARTIAL_NAME} stornieren` })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { state: loadingQuery(), payments: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Zahlungen werden geladen …' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Fehler',
  args: {
    state: failedQuery(serviceError({ message: 'connection refused', status: 503 })),
    payments: failedQuery(serviceError({ message: 'connection refused', status: 503 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Der Zahlungsstand konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
  },
};

/** A draft takes no payment: the card says when it will. */
export const Draft: Story = {
  name: 'Entwurf',
  args: { state: loadedQuery(stateOf({ zustand: 'entwurf', offen: 0 })), payments: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Zahlungen werden erfasst, sobald die Rechnung gestellt (archiviert) ist.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OpenWithoutPayments: Story = {
  name: 'Offen ohne Zahlungen',
  args: { state: loadedQuery(stateOf({})), payments: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offen').closest('p')).toHaveTextContent(
      'Offen · offen 1.190,00 € · fällig am 25.11.2026',
    );
    await expect(paymentsTable(canvasElement)).toHaveTextContent('Noch keine Zahlungen erfasst.');
  },
};

export const Overdue: Story = {
  name: 'Überfällig',
  args: {
    state: loadedQuery(
      stateOf({ zustand: 'überfällig', faellig_am: '2026-11-08', bezahlt: 500, offen: 690, tage_ueberfaellig: 12 }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Überfällig seit 12 Tagen').closest('p')).toHaveTextContent(
      'Überfällig seit 12 Tagen · offen 690,00 € · fällig am 08.11.2026',
    );
  },
};

export const PaidWithSkonto: Story = {
  name: 'Bezahlt mit Skonto',
  args: {
    state: loadedQuery(stateOf({ zustand: 'bezahlt', bezahlt: 1166.2, skonto: 23.8, offen: 0 })),
    payments: loadedQuery([payment({ id: 42, datum: '2026-11-13', betrag: 1166.2, notiz: '2 % Skonto abgezogen' })]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bezahlt (Skonto 23,80 €)')).toBeVisible();
    await expect(paymentsTable(canvasElement)).toHaveTextContent('1.166,20 €');
    // Paid, and still a payment may come on top (a client pays twice): the button stays.
    await expect(canvas.getByRole('button', { name: 'Zahlung erfassen' })).toBeVisible();
  },
};

export const Overpaid: Story = {
  name: 'Guthaben (Überzahlung)',
  args: {
    state: loadedQuery(stateOf({ zustand: 'bezahlt', bezahlt: 1200.5, offen: -10.5 })),
    payments: loadedQuery([
      payment({ id: 43, datum: '2026-11-12', betrag: 1000 }),
      payment({ id: 44, datum: '2026-11-18', betrag: 200.5, art: 'lastschrift', referenz: 'SEPA 2026-11-18' }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bezahlt').closest('p')).toHaveTextContent(
      'Bezahlt · Guthaben 10,50 €',
    );
    await expect(within(paymentsTable(canvasElement)).getAllByRole('row')).toHaveLength(3);
  },
};

/** Cancelled by its credit note after 500 € were recorded wrongly (reversed) and 200 € came: 200 € are the client's. */
export const CancelledWithCounterEntry: Story = {
  name: 'Storniert mit Gegenbuchung',
  args: {
    state: loadedQuery(stateOf({ zustand: 'storniert', bezahlt: 200, offen: -200 })),
    payments: loadedQuery([
      payment({ id: 45, datum: '2026-11-12', betrag: 500, storniert_durch: 47 }),
      payment({ id: 46, datum: '2026-11-14', betrag: 200 }),
      payment({
        id: 47,
        datum: '2026-11-12',
        betrag: -500,
        gegenbuchung_zu: 45,
        notiz: 'Falsche Rechnung zugeordnet',
        erfasst_am: '2026-11-15T10:02:00Z',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Storniert').closest('p')).toHaveTextContent('Storniert · Guthaben 200,00 €');
    await expect(canvas.getByText(/Weitere Zahlungen werden nicht erfasst\./)).toHaveTextContent(
      'Was schon eingegangen ist, steht dem Kunden als Guthaben zu.',
    );
    await expect(canvas.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
    const rows = within(paymentsTable(canvasElement)).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('storniert');
    await expect(rows[3]).toHaveTextContent('Gegenbuchung');
    await expect(rows[3]).toHaveTextContent('zu Zahlung vom 12.11.2026 über 500,00 €');
    await expect(rows[3]).toHaveTextContent('-500,00 €');
    // Neither the reversed payment nor its counter-entry can be reversed (again); the 200 € can.
    await expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await expect(within(rows[3]!).queryByRole('button')).toBeNull();
    await expect(within(rows[2]!).getByRole('button', { name: /stornieren$/ })).toBeVisible();
  },
};

export const CreditNote: Story = {
  name: 'Stornorechnung',
  args: { state: loadedQuery(stateOf({ zustand: 'gutschrift', offen: 0 })), payments: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Auf sie werden keine Zahlungen erfasst/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
  },
};

const LONG_NOTE =
  'Teilzahlung laut Ratenvereinbarung vom 14.11.2026 mit der Forstbetriebsgemeinschaft Mecklenburgische Seenplatte; Restbetrag in zwei Raten zum Quartalsende, Zahlungseingang auf dem Geschäftskonto der Sparkasse Uecker-Randow.';

export const LongGermanNote: Story = {
  name: 'Lange deutsche Notiz',
  args: {
    payments: loadedQuery([
      payment({
        id: 48,
        datum: '2026-11-16',
        betrag: 500,
        referenz: 'Forstbetriebsgemeinschaftsrechnungsnummer 2026-000060 Ratenzahlungsvereinbarung',
        notiz: LONG_NOTE,
        erfasst_von: 'Maria-Theresa Schwarzenberg-Wittelsbach',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(paymentsTable(canvasElement)).toHaveTextContent(LONG_NOTE);
  },
};

export const Phone: Story = {
  name: 'Telefon 390 px',
  globals: { viewport: { value: 'phone' } },
  args: LongGermanNote.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Zahlung erfassen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster 800 px',
  globals: { viewport: { value: 'small' } },
  args: CancelledWithCounterEntry.args,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Zahlung vom 14\.11\.2026 .* stornieren/ });
    // The row's action fits the box at 800 px: no sideways scroll needed to reach it.
    const box = button.closest('[role="region"]') ?? canvasElement;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 1);
  },
};

export const Wide: Story = {
  name: 'Breit 1440 px',
  globals: { viewport: { value: 'wide' } },
  args: Overpaid.args,
  play: Overpaid.play,
};
