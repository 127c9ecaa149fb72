import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { InvoiceStateRow, PaymentRow } from '../../../model/contract';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { InvoicePayments } from './InvoicePayments';

/** The stories' calendar: invoice of 11.11.2026, due in 14 days, looked at on 20.11.2026. */
const TODAY = '2026-11-20';
const INVOICE_DATE = '2026-11-11';

const stateOf = (change: Partial<InvoiceStateRow>): InvoiceStateRow => ({
  zustand: 'offen',
  faellig_am: '2026-11-25',
  zahlbetrag: 1190,
  bezahlt: 0,
  skonto: 0,
  offen: 1190,
  tage_ueberfaellig: 0,
  ...change,
});

const payment = (change: Partial<PaymentRow> & Pick<PaymentRow, 'id' | 'datum' | 'betrag'>): PaymentRow => ({
  art: 'überweisung',
  referenz: 'RE 60',
  notiz: null,
  gegenbuchung_zu: null,
  storniert_durch: null,
  erfasst_von: 'Katrin Weidner',
  erfasst_am: `${change.datum}T09:15:00Z`,
  ...change,
});

const PARTIAL = payment({ id: 41, datum: '2026-11-16', betrag: 500 });
/** How the payment is named in its button and dialog (Intl keeps a no-break space before €). */
const PARTIAL_NAME = 'Zahlung vom 16.11.2026 über 500,00\u00a0€';

/** A service refusal as the client hands it on (RAISE EXCEPTION in the procedure). */
const refused = (message: string) => serviceError({ code: 'P0001', status: 400, message });

const meta = {
  title: 'Screens/Back office/Rechnung – Zahlungen (InvoicePayments)',
  component: InvoicePayments,
  args: {
    state: loadedQuery(stateOf({ zustand: 'teilweise bezahlt', bezahlt: 500, offen: 690 })),
    payments: loadedQuery([PARTIAL]),
    invoiceDate: INVOICE_DATE,
    today: TODAY,
    onAddPayment: fn(async () => undefined),
    onReversePayment: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoicePayments>;

export default meta;
type Story = StoryObj<typeof meta>;

const paymentsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Zahlungen und Gegenbuchungen' });
/** A closed dialog leaves after its closing animation. */
const closed = { timeout: 5000 };
const addDialog = () => screen.findByRole('dialog', { name: 'Zahlung erfassen' });
const openAddDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zahlung erfassen' }));
  return within(await addDialog());
};
const submitPayment = async () =>
  userEvent.click(within(await addDialog()).getByRole('button', { name: 'Zahlung erfassen' }));

/** Teilweise bezahlt: the state in one line, the payment with its reversal at hand. */
export const Default: Story = {
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

/** Fill, submit: the values as typed go out, and the dialog closes. */
export const RecordPayment: Story = {
  play: async ({ args, canvasElement }) => {
    const form = await openAddDialog(canvasElement);
    // Today and what is open, to start with.
    await expect(form.getByLabelText(/Zahlungsdatum/)).toHaveValue(TODAY);
    await expect(form.getByRole('textbox', { name: /Betrag in €/ })).toHaveValue('690,00');
    const amount = form.getByRole('textbox', { name: /Betrag in €/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,50');
    const date = form.getByLabelText(/Zahlungsdatum/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-18');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Zahlungsart' }), 'lastschrift');
    await userEvent.type(form.getByRole('textbox', { name: /Referenz/ }), 'SEPA-Lastschrift 0815');
    await userEvent.type(form.getByRole('textbox', { name: /Notiz/ }), 'Zweite Rate');
    await submitPayment();
    await waitFor(() =>
      expect(args.onAddPayment).toHaveBeenCalledWith({
        datum: '2026-11-18',
        betrag: 200.5,
        art: 'lastschrift',
        referenz: 'SEPA-Lastschrift 0815',
        notiz: 'Zweite Rate',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zahlung erfassen' })).toBeNull(), closed);
  },
};

/** Three decimals and a day after today: each field says what is wrong, and nothing is sent. */
export const FieldMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const form = await openAddDialog(canvasElement);
    const amount = form.getByRole('textbox', { name: /Betrag in €/ });
    const date = form.getByLabelText(/Zahlungsdatum/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,345');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-21');
    await submitPayment();
    await expect(amount).toHaveAccessibleDescription(/Bitte höchstens 2 Nachkommastellen eingeben\./);
    await expect(date).toHaveAccessibleDescription(
      /Das Zahlungsdatum darf nicht in der Zukunft liegen \(heute ist der 20\.11\.2026\)\./,
    );
    await expect(date).toHaveFocus();

    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-10');
    await submitPayment();
    await expect(amount).toHaveAccessibleDescription(/Der Betrag muss größer als 0,00 € sein\./);
    await expect(date).toHaveAccessibleDescription(
      /Das Zahlungsdatum darf nicht vor dem Rechnungsdatum \(11\.11\.2026\) liegen\./,
    );

    await userEvent.clear(amount);
    await userEvent.type(amount, '-50');
    await submitPayment();
    await expect(amount).toHaveAccessibleDescription(/Der Betrag ist positiv\./);

    await userEvent.clear(amount);
    await submitPayment();
    await expect(amount).toHaveAccessibleDescription(/Bitte einen Wert eingeben\./);
    await expect(args.onAddPayment).not.toHaveBeenCalled();
  },
};

/** The service refuses (the invoice was cancelled meanwhile): its reason in the dialog, the values kept. */
export const ServiceRefuses: Story = {
  args: {
    onAddPayment: fn(async () => {
      throw refused(
        'Die Rechnung 60 ist durch die Stornorechnung 71 storniert: auf sie wird keine Zahlung mehr erfasst.',
      );
    }),
  },
  play: async ({ args, canvasElement }) => {
    const form = await openAddDialog(canvasElement);
    const amount = form.getByRole('textbox', { name: /Betrag in €/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.type(form.getByRole('textbox', { name: /Referenz/ }), 'Kontoauszug 47');
    await submitPayment();
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Zahlung wurde nicht erfasst.');
    await expect(alert).toHaveTextContent('durch die Stornorechnung 71 storniert');
    await expect(args.onAddPayment).toHaveBeenCalledTimes(1);
    await expect(form.getByRole('textbox', { name: /Betrag in €/ })).toHaveValue('300,00');
    await expect(form.getByRole('textbox', { name: /Referenz/ })).toHaveValue('Kontoauszug 47');
    await expect(await addDialog()).toBeVisible();
  },
};

export const DoubleClickRecordsOnce: Story = {
  args: { onAddPayment: fn(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 300))) },
  play: async ({ args, canvasElement }) => {
    await openAddDialog(canvasElement);
    await userEvent.dblClick(within(await addDialog()).getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zahlung erfassen' })).toBeNull(), closed);
    await expect(args.onAddPayment).toHaveBeenCalledTimes(1);
  },
};

const reverseDialog = () => screen.findByRole('dialog', { name: `${PARTIAL_NAME} stornieren?` });

/** "Stornieren" asks first, and why; Abbrechen sends nothing, "Zahlung stornieren" sends the reason. */
export const ReverseAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reverse = canvas.getByRole('button', { name: `${PARTIAL_NAME} stornieren` });
    await userEvent.click(reverse);
    await expect(await reverseDialog()).toHaveAccessibleDescription(/eine Gegenbuchung über -500,00\s€ am selben Tag/);
    let dialog = within(await reverseDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), closed);
    await expect(args.onReversePayment).not.toHaveBeenCalled();

    await userEvent.click(reverse);
    dialog = within(await reverseDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: /Grund/ }), 'Doppelt erfasst');
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlung stornieren' }));
    await waitFor(() => expect(args.onReversePayment).toHaveBeenCalledWith(PARTIAL, 'Doppelt erfasst'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), closed);
  },
};

/** The service refuses the reversal (reversed meanwhile elsewhere): the dialog stays with its reason. */
export const ReverseRefused: Story = {
  args: {
    onReversePayment: fn(async () => {
      throw refused('Die Zahlung 41 ist bereits durch die Gegenbuchung 52 storniert.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${PARTIAL_NAME} stornieren` }));
    const dialog = within(await reverseDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: /Grund/ }), 'Betrag falsch');
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlung stornieren' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Zahlung wurde nicht storniert.');
    await expect(alert).toHaveTextContent('bereits durch die Gegenbuchung 52 storniert');
    await expect(dialog.getByRole('textbox', { name: /Grund/ })).toHaveValue('Betrag falsch');
  },
};
