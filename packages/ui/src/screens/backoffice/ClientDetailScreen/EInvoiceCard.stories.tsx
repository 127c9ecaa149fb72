import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClientDetails } from '../storyData';
import { EInvoiceCard } from './EInvoiceCard';

const meta = {
  title: 'Screens/Back office/Kunde/E-Rechnung (EInvoiceCard)',
  component: EInvoiceCard,
  args: {
    client: { ...storyClientDetails(), e_adresse: null, e_schema: null, leitweg_id: null, e_format: null },
    onSave: fn(async () => null),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „E-Rechnung“ auf der Seite eines Kunden: wo der Kunde E-Rechnungen empfängt (E-Mail-Adresse oder Leitweg-ID), die Leitweg-ID als Käuferreferenz und das Format (ZUGFeRD-PDF oder XRechnung als CII oder UBL).',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §3 (Decided: „E-Rechnung“ – e_adresse, e_schema, leitweg_id, e_format), §7 a_update_client_details',
      tun: [
        'Ohne Adresse für E-Rechnungen sagen, dass an diesen Kunden keine E-Rechnung erstellt werden kann.',
        'Leitweg-IDs samt Prüfziffer prüfen, bevor gesendet wird, und den Fehler am Feld nennen.',
      ],
      lassen: [
        'Das gewählte Format nicht übergehen: Im Menü „E-Rechnung“ einer Rechnung steht es zuerst, und der Versand per E-Mail hängt es an.',
        'Beim Speichern die Stammdaten nicht verändern: Sie gehen unverändert mit den Feldern der E-Rechnung an den Datendienst.',
      ],
    },
  },
} satisfies Meta<typeof EInvoiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Missing BT-49: the card says that no e-invoice can be made; a Leitweg-ID with a wrong check
 * digit is refused before sending, the right one is saved with the master data unchanged.
 */
export const MissingAddress: Story = {
  name: 'Adresse für E-Rechnungen fehlt',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ohne Adresse für E-Rechnungen kann keine E-Rechnung an diesen Kunden erstellt werden.',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Empfang über/ }), '0204');
    const address = canvas.getByRole('textbox', { name: 'Adresse für E-Rechnungen' });
    await userEvent.type(address, '04011000-1234512345-07');
    await userEvent.click(canvas.getByRole('button', { name: 'E-Rechnungsdaten speichern' }));
    await expect(await canvas.findByText('Die Prüfziffer der Leitweg-ID stimmt nicht.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, '04011000-1234512345-06');
    await userEvent.click(canvas.getByRole('button', { name: 'E-Rechnungsdaten speichern' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          client_id: 1,
          name: 'Stadt Calw',
          e_adresse: '04011000-1234512345-06',
          e_schema: '0204',
          e_format: 'pdf',
        }),
      ),
    );
  },
};

/**
 * A business receives by e-mail and takes the ZUGFeRD PDF; nothing is missing. Its ERP reads
 * XML only: the office switches it to the XRechnung as CII.
 */
export const EMailAddress: Story = {
  name: 'Empfang per E-Mail',
  args: {
    client: {
      ...storyClientDetails(),
      e_adresse: 'rechnung@calw.example',
      e_schema: 'EM',
      leitweg_id: null,
      e_format: 'pdf',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Adresse für E-Rechnungen' })).toHaveValue(
      'rechnung@calw.example',
    );
    const form = canvas.getByRole('combobox', { name: /Format der E-Rechnung/ });
    await expect(form).toHaveDisplayValue('ZUGFeRD-PDF (PDF mit XML)');
    await userEvent.selectOptions(form, 'cii');
    await userEvent.click(canvas.getByRole('button', { name: 'E-Rechnungsdaten speichern' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ e_adresse: 'rechnung@calw.example', e_schema: 'EM', e_format: 'cii' }),
      ),
    );
  },
};
