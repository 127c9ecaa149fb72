import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { reminderMailDraft } from '../../../model/billing/reminderMail';
import type { InvoiceSendRow } from '../../../model/contract';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { REMINDER } from '../reminderStoryData';
import { DocumentMail } from './DocumentMail';

const DRAFT = {
  recipient: 'rechnung@calw.example',
  subject: 'Rechnung 2025017 vom 14.03.2025 – APUS Forstvermessung GmbH',
  body:
    'Sehr geehrte Frau Köhler,\n\nanbei erhalten Sie unsere Rechnung Nr. 2025017 vom 14.03.2025 als PDF mit ' +
    'eingebetteter E-Rechnung (ZUGFeRD).\nBitte überweisen Sie 1.131,69 € bis zum 28.03.2025.\n\nBei Fragen ' +
    'antworten Sie gern auf diese E-Mail.\n\nMit freundlichen Grüßen\nKatrin Vogt\nAPUS Forstvermessung GmbH',
};

const SENDS: InvoiceSendRow[] = [
  {
    id: 3,
    empfaenger: 'buchhaltung@stadt-calw-forstverwaltung-und-liegenschaften.example',
    e_format: 'pdf',
    von: 'Anja Albrecht',
    angestossen_am: '2025-03-20T09:12:00Z',
    gesendet_am: null,
    message_id: '<4f1c2a9e-51b0-4d0e-9f55-3a2b1c0d9e8f@outbox.waldmonitor>',
    zustand: 'fehlgeschlagen',
    dateiname: 'Rechnung-2025017.pdf',
  },
  {
    id: 1,
    empfaenger: 'rechnung@calw.example',
    e_format: 'cii',
    von: 'Anja Albrecht',
    angestossen_am: '2025-03-14T10:02:00Z',
    gesendet_am: '2025-03-14T10:02:31Z',
    message_id: '<9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d@outbox.waldmonitor>',
    zustand: 'gesendet',
    dateiname: 'XRechnung-2025017-CII.xml',
  },
];

/** An invoice's e-mail: the send dialog from the template, and the sends with their state. */
const meta = {
  title: 'Screens/Back office/Versand per E-Mail (DocumentMail)',
  component: DocumentMail,
  args: {
    sends: loadedQuery<readonly InvoiceSendRow[]>([]),
    dialog: {
      draft: DRAFT,
      attachment: 'Rechnung-2025017.pdf (ZUGFeRD-PDF)',
      issues: false,
      problems: [],
      onSubmit: fn(async () => 12),
    },
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Versand per E-Mail“ in der Bearbeitung einer Rechnung und unter den geschriebenen Mahnungen: der Sendedialog mit Empfänger, Betreff und Text aus der Vorlage sowie die bisherigen Sendungen mit Zeitpunkt, Empfänger, Format und Stand.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_send_invoice, a_get_invoice_sends, a_send_reminder, a_get_reminder_sends',
      tun: [
        'Bei einer noch nicht gestellten Rechnung sagen, dass das Senden sie stellt und archiviert („Stellen und senden“).',
        'Verletzt die E-Rechnung Regeln, diese auf Deutsch auflisten und nichts senden.',
      ],
      lassen: [
        'Bei einer Ablehnung den Dialog nicht schließen und nichts Eingetragenes verwerfen; ein Doppelklick sendet nur einmal.',
        'Eine Mahnung beim Senden weder stellen noch prüfen: Ihr PDF geht so, wie sie geschrieben wurde.',
      ],
    },
  },
} satisfies Meta<typeof DocumentMail>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Per E-Mail senden' }));
  return within(await screen.findByRole('dialog', { name: 'Rechnung per E-Mail senden' }));
};

/** Not sent yet; the dialog starts from the template, and a double click sends once. */
export const NotSentYet: Story = {
  name: 'Noch nicht gesendet',
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Noch nicht per E-Mail gesendet.')).toBeInTheDocument();
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /^An/ })).toHaveValue('rechnung@calw.example');
    await expect(dialog.getByText(/Anhang: Rechnung-2025017.pdf \(ZUGFeRD-PDF\)/)).toBeInTheDocument();
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.dialog?.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.dialog?.onSubmit).toHaveBeenCalledWith(DRAFT);
  },
};

/** A wrong address and an empty subject are refused at their fields; nothing is sent, nothing typed is lost. */
export const BadInput: Story = {
  name: 'Ungültige Eingaben',
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const to = dialog.getByRole('textbox', { name: /^An/ });
    await userEvent.clear(to);
    await userEvent.type(to, 'rechnung at calw');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Betreff/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await expect(
      await dialog.findByText('Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.'),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Der Betreff fehlt.')).toBeInTheDocument();
    await expect(to).toHaveValue('rechnung at calw');
    await expect(args.dialog?.onSubmit).not.toHaveBeenCalled();
  },
};

/** The service refuses: the dialog stays open with its message and what was typed. */
export const SendFails: Story = {
  name: 'Senden scheitert',
  args: {
    dialog: {
      ...meta.args.dialog,
      onSubmit: fn(async () => {
        throw serviceError({ message: 'Der Anhang ist keine gültige Datei.', status: 400 });
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Text/ }), '\nPS: Danke!');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await expect(await dialog.findByText('Die Rechnung wurde nicht gesendet.')).toBeInTheDocument();
    await expect(dialog.getByText(/Der Anhang ist keine gültige Datei\./)).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /^Text/ })).toHaveValue(`${DRAFT.body}\nPS: Danke!`);
  },
};

/** A draft invoice: sending issues it, and the dialog says so on its button and above the fields. */
export const SendingIssues: Story = {
  name: 'Entwurf wird beim Senden gestellt',
  args: { dialog: { ...meta.args.dialog, issues: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('note')).toHaveTextContent('Mit dem Senden wird sie gestellt und archiviert');
    await expect(dialog.getByRole('button', { name: 'Stellen und senden' })).toBeEnabled();
  },
};

/** The e-invoice breaks rules: the dialog lists what to fix, in German, and sends nothing. */
export const BrokenRules: Story = {
  name: 'E-Rechnung verletzt Regeln',
  args: {
    dialog: {
      ...meta.args.dialog,
      problems: [
        'Die elektronische Adresse des Käufers fehlt (in den Kundendetails unter „E-Rechnung“).',
        'Die Telefonnummer des Ausstellers fehlt („issuer.contact.phone“ in config.json).',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Die E-Rechnung verletzt Regeln');
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: 'Senden' })).toBeDisabled();
  },
};

/** Sent twice: a failed attempt waits for the next, the first went out; Message-IDs shown. */
export const Sent: Story = {
  name: 'Gesendet',
  args: { sends: loadedQuery<readonly InvoiceSendRow[]>(SENDS) },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Versand, neuester zuerst' }));
    const [failed, sent] = list.getAllByRole('listitem');
    await expect(failed).toHaveTextContent('Versuch fehlgeschlagen');
    await expect(sent).toHaveTextContent('XRechnung (CII) (XRechnung-2025017-CII.xml)');
    await expect(sent).toHaveTextContent('Message-ID: <9b8a7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d@outbox.waldmonitor>');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { sends: loadingQuery(), dialog: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Versand wird geladen …' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Per E-Mail senden' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed read says so and offers another try. */
export const Failed: Story = {
  name: 'Gescheitert',
  args: { sends: failedQuery(serviceError({ message: 'connection refused', status: 503 })) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Der Versand konnte nicht geladen werden.'),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = {
  name: 'Telefon',
  args: Sent.args,
  globals: { viewport: { value: 'phone' } },
  play: Sent.play,
};

const REMINDER_DRAFT = reminderMailDraft({ reminder: REMINDER, eMail: 'rechnung@calw.example' });

const REMINDER_SENDS: InvoiceSendRow[] = [
  {
    ...SENDS[1]!,
    id: 7,
    e_format: 'pdf',
    angestossen_am: '2026-11-27T09:20:00Z',
    gesendet_am: '2026-11-27T09:20:12Z',
    dateiname: '1.-Mahnung-3.pdf',
  },
];

/** A written reminder: its PDF goes as it is, so the dialog neither issues nor checks e-invoice rules. */
const reminderArgs = {
  document: 'Mahnung',
  title: 'Mahnung 3: Versand per E-Mail',
  dialog: { draft: REMINDER_DRAFT, attachment: '1.-Mahnung-3.pdf (PDF)', onSubmit: fn(async () => 13) },
} as const;

const openReminderDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Per E-Mail senden' }));
  return within(await screen.findByRole('dialog', { name: 'Mahnung per E-Mail senden' }));
};

/** A reminder's dialog: from the reminder's template, its PDF named, sent as it stands. */
export const ReminderDialog: Story = {
  name: 'Mahnung per E-Mail',
  args: reminderArgs,
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Mahnung 3: Versand per E-Mail' })).toBeVisible();
    const dialog = await openReminderDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /^Betreff/ })).toHaveValue(
      '1. Mahnung Nr. 3 vom 27.11.2026 – APUS Forstvermessung GmbH',
    );
    await expect(dialog.getByText(/Anhang: 1\.-Mahnung-3\.pdf \(PDF\)/)).toBeInTheDocument();
    await expect(dialog.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.dialog?.onSubmit).toHaveBeenCalledWith(REMINDER_DRAFT);
  },
};

/** Opened from a reminder's row in the list: the dialog is open as the card appears. */
export const ReminderOpenedFromList: Story = {
  name: 'Mahnung aus der Liste geöffnet',
  args: { ...reminderArgs, isDialogInitiallyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Mahnung per E-Mail senden' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A reminder sent: its PDF named with the send, the mail server took it. */
export const ReminderSent: Story = {
  name: 'Mahnung gesendet',
  args: { ...reminderArgs, sends: loadedQuery<readonly InvoiceSendRow[]>(REMINDER_SENDS) },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Versand, neuester zuerst' }));
    const [sent] = list.getAllByRole('listitem');
    await expect(sent).toHaveTextContent('gesendet');
    await expect(sent).toHaveTextContent('PDF (1.-Mahnung-3.pdf) · von Anja Albrecht');
  },
};

/** The service refuses a reminder's mail: the dialog names the reminder and keeps what was typed. */
export const ReminderSendFails: Story = {
  name: 'Mahnung senden scheitert',
  args: {
    ...reminderArgs,
    dialog: {
      ...reminderArgs.dialog,
      onSubmit: fn(async () => {
        throw serviceError({ message: 'Der Dateiname einer Mahnung endet auf .pdf.', status: 400 });
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReminderDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await expect(await dialog.findByText('Die Mahnung wurde nicht gesendet.')).toBeInTheDocument();
    await expect(dialog.getByText(/Der Dateiname einer Mahnung endet auf \.pdf\./)).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /^Text/ })).toHaveValue(REMINDER_DRAFT.body);
  },
};
