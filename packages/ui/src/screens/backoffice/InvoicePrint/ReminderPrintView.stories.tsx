import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ISSUER } from '../billingStoryData';
import { CONTENT, REMINDER } from '../reminderStoryData';
import { ReminderPrintView } from './ReminderPrintView';

/** The view renders into <body> (outside the story's canvas), as it does in the app. */
const page = () => within(document.body);

const meta = {
  title: 'Screens/Back office/Mahnung – Druckansicht (ReminderPrintView)',
  component: ReminderPrintView,
  args: { reminder: REMINDER, onClose: fn(), onPrint: fn() },
  parameters: {
    leitfaden: {
      zweck:
        'Die Druckansicht einer geschriebenen Mahnung im Bereich „Mahnwesen“: der Brief aus ihrem eingefrorenen Inhalt mit Aussteller, Anschrift, den Rechnungen samt Zinsen, Gebühr, Gesamtbetrag, Frist und Prüfsumme, über das ganze Fenster zum Drucken oder als PDF.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Mahnwesen), §7 a_get_reminder (eingefrorener Inhalt mit SHA-256)',
      tun: [
        'Den Ton der Stufe beibehalten: Die Zahlungserinnerung formuliert freundlich, die letzte Mahnung sagt, was folgt.',
        'Wurde die Mahnung ohne Angaben zum Aussteller geschrieben, das über dem Brief sagen.',
      ],
      lassen: [
        'Den Brief nicht aus aktuellen Daten neu zusammensetzen: Er kommt nur aus dem gespeicherten Inhalt.',
        'Ohne Bankkonto des Ausstellers weder IBAN noch GiroCode drucken.',
      ],
    },
  },
} satisfies Meta<typeof ReminderPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The letter from the frozen content: issuer, address, subject, the invoices, fee, total, deadline, hash. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Druckansicht: 1. Mahnung 3' });
    const letter = within(dialog).getByRole('article', { name: '1. Mahnung Nr. 3' });
    await expect(within(letter).getByRole('heading', { name: '1. Mahnung Nr. 3' })).toBeInTheDocument();
    await expect(within(letter).getByText('z. Hd. Frau Sabine Köhler')).toBeInTheDocument();
    await expect(within(letter).getByText('Sehr geehrte Frau Köhler,')).toBeInTheDocument();
    await expect(within(letter).getByRole('columnheader', { name: 'Zinsen bis 27.11.2026' })).toBeInTheDocument();
    const rows = within(letter).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent(/^3001\.09\.202601\.10\.2026620,50\s€200,00\s€420,50\s€5,61\s€0,00\s€$/);
    await expect(within(letter).getByText('Mahngebühr').nextSibling).toHaveTextContent('5,00 €');
    await expect(within(letter).getByText('Gesamtbetrag').nextSibling).toHaveTextContent('1.596,22 €');
    await expect(within(letter).getByText(/^Bitte zahlen Sie bis zum 07\.12\.2026/)).toBeInTheDocument();
    await expect(within(letter).getByText(/§ 288 Abs\. 2 BGB/)).toBeInTheDocument();
    await expect(within(letter).getByText(`SHA-256 des gespeicherten Inhalts: ${REMINDER.sha256}`)).toBeInTheDocument();
    await expect(within(letter).getByText('IBAN: DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    await expect(
      within(letter).getByRole('img', {
        name: 'GiroCode: 1.596,22\u00a0€ an APUS Forstvermessung GmbH, Mahnung 3 zu Rechnungen 12, 30',
      }),
    ).toBeInTheDocument();

    const print = within(dialog).getByRole('button', { name: 'Drucken / als PDF speichern' });
    await waitFor(() => expect(print).toHaveFocus());
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A first reminder to a consumer: friendlier words, § 288 Abs. 1, no Pauschale, no contact person. */
export const Zahlungserinnerung: Story = {
  name: 'Zahlungserinnerung an Verbraucher',
  args: {
    reminder: {
      ...REMINDER,
      inhalt: {
        ...CONTENT,
        stufe: 1,
        bezeichnung: 'Zahlungserinnerung',
        gebuehr: 0,
        kunde: { ...CONTENT.kunde, name: 'Anna Berger', name_zusatz: null, ap_nachname: null, verbraucher: true },
        posten: [{ ...CONTENT.posten[0]!, pauschale: 0 }],
        summe: 1125.11,
      },
    },
  },
  play: async () => {
    const letter = page().getByRole('article', { name: 'Zahlungserinnerung Nr. 3' });
    await expect(within(letter).getByText('Sehr geehrte Damen und Herren,')).toBeInTheDocument();
    await expect(within(letter).getByText(/Aufmerksamkeit entgangen/)).toBeInTheDocument();
    await expect(within(letter).getByText(/§ 288 Abs\. 1 BGB/)).not.toHaveTextContent('Pauschale');
  },
};

/** The last level says what follows. */
export const LetzteMahnung: Story = {
  name: 'Letzte Mahnung nennt Folgen',
  args: { reminder: { ...REMINDER, inhalt: { ...CONTENT, stufe: 4, bezeichnung: 'Letzte Mahnung', gebuehr: 15 } } },
  play: async () => {
    const letter = page().getByRole('article', { name: 'Letzte Mahnung Nr. 3' });
    await expect(within(letter).getByText(/gerichtlich geltend machen/)).toBeInTheDocument();
  },
};

/** Written without an issuer: the view says so; the letter has no letterhead or footer. */
export const OhneAussteller: Story = {
  name: 'Aussteller fehlt',
  args: { reminder: { ...REMINDER, inhalt: { ...CONTENT, aussteller: null } } },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent('Angaben zum Aussteller fehlen.');
    await expect(page().queryByText(/^IBAN:/)).not.toBeInTheDocument();
  },
};

/** Written by an issuer without a bank account: the letter asks for payment without IBAN and GiroCode. */
export const OhneIban: Story = {
  name: 'Ohne IBAN',
  args: { reminder: { ...REMINDER, inhalt: { ...CONTENT, aussteller: { ...STORY_ISSUER, bank: undefined } } } },
  play: async () => {
    const letter = page().getByRole('article', { name: '1. Mahnung Nr. 3' });
    await expect(within(letter).getByText(/^Bitte zahlen Sie bis zum 07\.12\.2026/)).not.toHaveTextContent('IBAN');
    await expect(within(letter).queryByRole('img', { name: /^GiroCode/ })).not.toBeInTheDocument();
  },
};

const LONG_NAME = 'Forstbetriebsgemeinschaft Nordschwarzwald-Enztal Waldbesitzervereinigung Oberes Murgtal e. V.';

/** A long German client name and many invoices: the address cuts the name, the table breaks onto further pages. */
export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    reminder: {
      ...REMINDER,
      inhalt: {
        ...CONTENT,
        kunde: { ...CONTENT.kunde, name: LONG_NAME, name_zusatz: 'Geschäftsstelle Forstwirtschaftliche Vereinigung' },
        posten: Array.from({ length: 14 }, (_, index) => ({
          ...CONTENT.posten[0]!,
          rechnung_id: 100 + index,
          zahlbetrag: 128440.35,
          offen: 128440.35,
        })),
      },
    },
  },
  play: async () => {
    const letter = page().getByRole('article', { name: '1. Mahnung Nr. 3' });
    await expect(within(letter).getByText(LONG_NAME)).toBeInTheDocument();
    await expect(within(letter).getAllByRole('row')).toHaveLength(15);
  },
};

/** 390 px: the sheet keeps its A4 width and scrolls sideways inside the view. */
export const NarrowWidth: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };

/** 800 px. */
export const SmallWindow: Story = { name: 'Kleines Fenster', globals: { viewport: { value: 'small' } } };

/** 1440 px. */
export const WideWindow: Story = { name: 'Breites Fenster', globals: { viewport: { value: 'wide' } } };
