import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadedQuery } from '../../../model/queryState';
import { STORY_INVOICE } from '../billingStoryData';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { DocumentEditor } from './DocumentEditor';
import { editorStoryArgs } from './editorStoryArgs';

/** The invoice editor's kind, payment terms and VAT category, and the credit note of an archived invoice. */
const meta = {
  title: 'Screens/Back office/Rechnung – Art, Zahlung und Steuer (DocumentEditor)',
  component: DocumentEditor,
  args: {
    ...editorStoryArgs(fixedClientChoice([{ client_id: 1, name: 'Stadt Calw' }])),
    onCreditNote: fn(async () => undefined),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die Angaben „Rechnungsart, Zahlung und Steuer“ im Kopf einer Rechnung: Rechnungsart (Rechnung, Abschlags- oder Schlussrechnung), Zahlungsziel, Skonto, Leistungszeitraum und Umsatzsteuer-Kategorie; bei einer archivierten Rechnung die Schaltfläche „Stornorechnung erstellen“.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §3 (Decided: art, zahlungsziel_tage, skonto_prozent, skonto_tage, le_von, le_bis, ust_kategorie), §7 a_update_invoice_details, a_create_credit_note',
      tun: [
        'Skonto nur mit Prozentsatz und Frist annehmen und den Fehler am Feld nennen.',
        'Bei Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG) die USt-IdNr. des Kunden verlangen.',
      ],
      lassen: [
        'Die Art einer Stornorechnung nicht änderbar machen: Sie nennt die Rechnung, die sie korrigiert.',
        'Eine archivierte Rechnung nicht anders als durch eine Stornorechnung korrigieren.',
      ],
    },
  },
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A final invoice with Skonto: a Skonto without its days is refused at the field; then the terms are saved. */
export const FinalInvoiceWithSkonto: Story = {
  name: 'Schlussrechnung mit Skonto',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rechnungsart' }), 'schluss');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Abgezogene Abschlagsrechnungen' }), '2025003, 2025009');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Skonto (%)' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Skonto braucht Prozentsatz und Frist.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Skontofrist (Tage)' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          art: 'schluss',
          abzuege: '2025003, 2025009',
          skonto_prozent: '2',
          skonto_tage: '10',
        }),
      ),
    );
  },
};

/** Reverse charge: 0 % and the client's VAT id, asked for at its field. */
export const ReverseCharge: Story = {
  name: 'Steuerschuldnerschaft (§ 13b UStG)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Umsatzsteuer-Kategorie' }), 'AE');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Umsatzsteuersatz' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(
      await canvas.findByText('Bei § 13b braucht die Rechnung die USt-IdNr. des Kunden.'),
    ).toBeInTheDocument();
  },
};

/** An archived invoice is corrected only by a credit note, offered among its actions. */
export const ArchivedOffersCreditNote: Story = {
  name: 'Archiviert, Stornorechnung möglich',
  args: { edited: loadedQuery({ kind: 'rechnung', document: { ...STORY_INVOICE, archiviert: true } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Korrekturen erfolgen über eine Stornorechnung');
    await userEvent.click(canvas.getByRole('button', { name: 'Stornorechnung erstellen' }));
    await expect(args.onCreditNote).toHaveBeenCalledOnce();
  },
};

/** A credit note names the invoice it corrects; its kind cannot be changed. */
export const CreditNote: Story = {
  name: 'Stornorechnung',
  args: {
    edited: loadedQuery({
      kind: 'rechnung',
      document: {
        ...STORY_INVOICE,
        art: 'gutschrift',
        bezug_id: 2024311,
        bezug_datum: '2024-11-29',
      } as typeof STORY_INVOICE,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kind = canvas.getByRole('textbox', { name: 'Rechnungsart' });
    await expect(kind).toHaveValue('Stornorechnung zu Rechnung 2024311');
    await expect(kind).toBeDisabled();
  },
};
