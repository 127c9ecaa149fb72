import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { serviceError } from '../../../testing/serviceError';
import { invoicePaymentsStoryMeta, PARTIAL, PARTIAL_NAME, TODAY } from './invoicePaymentsStoryData';

/** Recording a payment and reversing one: the dialogs, their field messages and the service's refusals. */
const meta = {
  ...invoicePaymentsStoryMeta,
  title: 'Screens/Back office/Rechnung – Zahlungen – Erfassen und Stornieren (InvoicePayments)',
  parameters: {
    leitfaden: {
      zweck:
        'Der Dialog „Zahlung erfassen“ und die Rückfrage „… stornieren?“ im Abschnitt „Zahlungen“ einer Rechnung: Zahlungsdatum, Betrag, Zahlungsart, Referenz und Notiz; beim Stornieren der Grund. Der Betrag beginnt mit dem offenen Rest.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_add_payment, a_reverse_payment',
      tun: [
        'Am Feld prüfen: höchstens zwei Nachkommastellen, kein Datum nach heute und keines vor dem Rechnungsdatum.',
        'Vor dem Stornieren fragen und den Grund erfragen; „Abbrechen“ sendet nichts.',
      ],
      lassen: [
        'Bei einer Ablehnung den Dialog nicht schließen und die Eingaben nicht leeren.',
        'Einen Doppelklick nicht zwei Zahlungen erfassen lassen.',
      ],
    },
  },
} satisfies Meta<typeof invoicePaymentsStoryMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service refusal as the client hands it on (RAISE EXCEPTION in the procedure). */
const refused = (message: string) => serviceError({ code: 'P0001', status: 400, message });

/** A closed dialog leaves after its closing animation. */
const closed = { timeout: 5000 };
const addDialog = () => screen.findByRole('dialog', { name: 'Zahlung erfassen' });
const openAddDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zahlung erfassen' }));
  return within(await addDialog());
};
const submitPayment = async () =>
  userEvent.click(within(await addDialog()).getByRole('button', { name: 'Zahlung erfassen' }));

/** Fill, submit: the values as typed go out, and the dialog closes. */
export const RecordPayment: Story = {
  name: 'Zahlung erfassen',
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
  name: 'Meldungen an den Feldern',
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
  name: 'Dienst lehnt ab',
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
  name: 'Doppelklick erfasst einmal',
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
  name: 'Stornieren fragt zuerst',
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
  name: 'Stornieren abgelehnt',
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
