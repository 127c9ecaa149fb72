import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_INVOICE, STORY_ISSUER, STORY_OFFER, storyPositions } from '../billingStoryData';
import { storyClient } from '../storyData';
import { InvoicePrintView } from './InvoicePrintView';

/** The view renders into <body> (outside the story's canvas), as it does in the app. */
const page = () => within(document.body);

const meta = {
  title: 'Screens/Back office/Rechnung – Druckansicht (InvoicePrintView)',
  component: InvoicePrintView,
  args: {
    kind: 'rechnung',
    issuer: STORY_ISSUER,
    client: storyClient({ client_id: 1 }),
    document: STORY_INVOICE,
    positions: storyPositions(STORY_INVOICE.id),
    onClose: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof InvoicePrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const view = page();
    const dialog = view.getByRole('dialog', { name: 'Druckansicht: Rechnung 2025017' });
    const letter = within(dialog).getByRole('article', { name: 'Rechnung 2025017' });
    await expect(within(letter).getByText('Leistungsdatum').nextSibling).toHaveTextContent('10.03.2025');
    await expect(within(letter).getByText('Rechnungsdatum').nextSibling).toHaveTextContent('14.03.2025');
    await expect(within(letter).getByText('z. Hd. Frau Sabine Köhler')).toBeInTheDocument();
    const amountOf = (term: string) => within(letter).getByText(term).nextSibling;
    await expect(amountOf('Nettobetrag zu 19 %')).toHaveTextContent('936,00 €');
    await expect(amountOf('zzgl. 19 % Umsatzsteuer')).toHaveTextContent('177,84 €');
    await expect(amountOf('Rechnungsbetrag')).toHaveTextContent('1.113,84 €');
    await expect(within(letter).getAllByRole('row')[4]).toHaveTextContent('Gutschrift aus Rechnung 2024311-100,00 €');
    await expect(within(letter).getByText('IBAN: DE89 3704 0044 0532 0130 00')).toBeInTheDocument();

    const print = within(dialog).getByRole('button', { name: 'Drucken / als PDF speichern' });
    await expect(print).toHaveFocus();
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Offer: Story = {
  args: { kind: 'angebot', document: STORY_OFFER },
  play: async () => {
    const letter = page().getByRole('article', { name: 'Angebot 2025042' });
    await expect(within(letter).getByRole('heading', { name: 'Angebot Nr. 2025042' })).toBeInTheDocument();
    await expect(within(letter).queryByText('Leistungsdatum')).not.toBeInTheDocument();
    await expect(within(letter).getByText('Angebotssumme')).toBeInTheDocument();
    await expect(within(letter).getByText('Katrin Vogt', { selector: 'span' })).toBeInTheDocument();
  },
};

const longText =
  'Aufnahme der Rückegassen mit GNSS-Empfänger im Echtzeitbetrieb (SAPOS-HEPS), Abgleich mit der ' +
  'Forstgrundkarte, Kennzeichnung der Gassenabstände und Übergabe als Shapefile und PDF-Karte im Maßstab 1:5.000.';

/** Enough positions for three pages: the table header repeats on every printed page. */
export const LongTexts: Story = {
  args: {
    document: {
      ...STORY_INVOICE,
      anschreiben: `${STORY_INVOICE.anschreiben}\n\n${longText}`,
      zuerl: `${longText}\n\n${STORY_INVOICE.zuerl}`,
    },
    client: storyClient({
      client_id: 2,
      name: 'Forstbetriebsgemeinschaft Tharandter Wald und Erzgebirgsvorland e. V.',
      name_zusatz: 'Geschäftsstelle Forsteinrichtung und Liegenschaftsverwaltung',
    }),
    positions: Array.from({ length: 36 }, (_, index) => ({
      ...storyPositions(STORY_INVOICE.id)[1]!,
      id: index + 1,
      lfd_nr: index + 1,
      bez: `Abteilung ${index + 1}: Vermessung und Kartierung der Rückegassen`,
      erl: longText,
    })),
  },
  play: async () => {
    const letter = page().getByRole('article', { name: 'Rechnung 2025017' });
    await expect(within(letter).getAllByRole('row')).toHaveLength(37);
    await expect(within(letter).getByText('Rechnungsbetrag').nextSibling).toHaveTextContent('5.237,19 €');
  },
};

export const MissingIssuer: Story = {
  args: { issuer: null },
  play: async () => {
    const view = page();
    await expect(view.getByRole('status')).toHaveTextContent('Angaben zum Aussteller fehlen.');
    await expect(view.queryByText(/IBAN/)).not.toBeInTheDocument();
  },
};

export const NoClientNoPositions: Story = {
  args: { client: null, positions: [] },
  play: async () => {
    const letter = page().getByRole('article', { name: 'Rechnung 2025017' });
    await expect(within(letter).getByText('Kein Kunde gewählt')).toBeInTheDocument();
    await expect(within(letter).getByText('Rechnungsbetrag').nextSibling).toHaveTextContent('0,00 €');
  },
};
