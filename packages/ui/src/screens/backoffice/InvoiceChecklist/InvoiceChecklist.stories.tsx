import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { invoiceChecklist, type InvoiceChecklistInput } from '../../../model/billing/checklist';
import { defaultInvoiceTerms } from '../../../model/billing/einvoice';
import { STORY_ISSUER } from '../billingStoryData';
import { InvoiceChecklist } from './InvoiceChecklist';

const complete: InvoiceChecklistInput = {
  issuer: STORY_ISSUER,
  client: { name: 'Stadt Calw', strasse: 'Marktplatz 9', plz: '75365', ort: 'Calw' },
  invoice: { id: 2025017, rn_datum: '2025-03-14', le_date: '2025-03-10', ust_satz: 19, zuerl: null },
  positions: [{ anzahl: 2.5, bez: 'Vermessung der Rückegassen', ep: 48.9 }],
};

const meta = {
  title: 'Screens/Back office/Rechnung – Pflichtangaben (InvoiceChecklist)',
  component: InvoiceChecklist,
  args: { items: invoiceChecklist(complete) },
  parameters: {
    leitfaden: {
      zweck:
        'Die Liste „Pflichtangaben (§ 14 UStG)“ neben der Bearbeitung einer Rechnung: jede Pflichtangabe nach § 14 Abs. 4 UStG als vorhanden oder fehlend, neu berechnet bei jeder Eingabe. Fehlende Angaben nennt auch die Rückfrage beim Archivieren.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Rechnungen: Checkliste nach § 14 Abs. 4 UStG)',
      tun: [
        'Fehlendes beim Namen nennen und die Anzahl für Bildschirmleser zurückhaltend ansagen, ohne den Fokus aus dem Feld zu nehmen.',
        'Ohne Bankkonto des Ausstellers darauf hinweisen, dass die Rechnung ohne GiroCode gedruckt wird.',
      ],
      lassen: [
        'Den Stand nicht nur über die Farbe zeigen: Jedes Symbol trägt den Text „vorhanden“ oder „fehlt“.',
        'Das Archivieren nicht sperren: Fehlende Angaben stehen in der Rückfrage, die Entscheidung trifft die Administration.',
      ],
    },
  },
} satisfies Meta<typeof InvoiceChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Pflichtangaben sind vorhanden.');
    // Nr. 1–8 and, for a GmbH, the §35a GmbHG details.
    await expect(canvas.getAllByRole('img', { name: 'vorhanden' })).toHaveLength(10);
    await expect(canvas.getByRole('heading', { name: 'Pflichtangaben (§ 14 UStG)' })).toBeInTheDocument();
  },
};

export const SeveralMissing: Story = {
  name: 'Mehrere Angaben fehlen',
  args: {
    items: invoiceChecklist({
      ...complete,
      issuer: null,
      client: { name: 'Stadt Calw', strasse: null, plz: null, ort: 'Calw' },
      invoice: { ...complete.invoice, le_date: null },
      positions: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 Pflichtangaben fehlen.');
    await expect(canvas.getAllByRole('img', { name: 'fehlt' })).toHaveLength(6);
    await expect(canvas.getByText('Beim Kunden fehlt: Straße und PLZ.')).toBeInTheDocument();
    await expect(canvas.getByText('Kein Leistungsdatum.')).toBeInTheDocument();
  },
};

export const OneMissing: Story = {
  name: 'Eine Angabe fehlt',
  args: { items: invoiceChecklist({ ...complete, invoice: { ...complete.invoice, ust_satz: 0 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Pflichtangabe fehlt.');
    await expect(
      canvas.getByText('Bei 0 % fehlt im Schlusstext der Hinweis auf die Steuerbefreiung.'),
    ).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  ...SeveralMissing,
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};

/** With the invoice terms: Skonto as the agreed reduction (Nr. 7), reverse charge (§ 14a) without the client's VAT id, the retention note (Nr. 9). */
export const ReverseChargeWithSkonto: Story = {
  name: 'Steuerschuldnerschaft mit Skonto',
  args: {
    items: invoiceChecklist({
      ...complete,
      invoice: { ...complete.invoice, ust_satz: 0 },
      terms: { ...defaultInvoiceTerms(2025017), skonto_prozent: 2, skonto_tage: 10, ust_kategorie: 'AE' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vereinbarte Minderung: 2 % Skonto in 10 Tagen')).toBeInTheDocument();
    await expect(canvas.getByText('Die USt-IdNr. des Kunden fehlt.')).toBeInTheDocument();
    await expect(canvas.getByText(/Aufbewahrungspflicht des Empfängers/)).toBeInTheDocument();
  },
};

/** An issuer without a bank account: complete, but the printed invoice carries no GiroCode. */
export const WithoutIban: Story = {
  name: 'Ohne IBAN',
  args: { items: invoiceChecklist({ ...complete, issuer: { ...STORY_ISSUER, bank: undefined } }), hasIban: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Alle Pflichtangaben sind vorhanden.');
    await expect(canvas.getByText('Kein GiroCode: Beim Aussteller ist keine IBAN eingetragen.')).toBeInTheDocument();
  },
};
