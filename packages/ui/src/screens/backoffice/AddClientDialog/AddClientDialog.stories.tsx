import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uniqueViolation } from '../../../testing/serviceError';
import { AddClientDialog } from './AddClientDialog';
import { findDialog } from '../../../testing/findDialog';

const meta = {
  title: 'Screens/Back office/Kunde anlegen (AddClientDialog)',
  component: AddClientDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => 33) },
  parameters: {
    leitfaden: {
      zweck:
        'Der Dialog „Kunde anlegen“ in der Kundenliste der Verwaltung: Name (Pflicht), Straße, PLZ und Ort. Danach öffnet sich die Seite des neuen Kunden; Ansprechpartner, Bundesland und Koordinatensystem werden dort gepflegt.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Kunden), §5, §7 a_add_client',
      tun: [
        'Fehler am Feld auf Deutsch nennen (etwa „Die Postleitzahl hat fünf Ziffern“) und den Fokus auf das fehlerhafte Feld setzen.',
        'Den Namen auf 100 Zeichen begrenzen und am Feld sagen, wenn die Grenze erreicht ist: So viel fasst das Anschriftenfeld des Briefs.',
      ],
      lassen: [
        'Bei einer Ablehnung (etwa ein Name, den es schon gibt) den Dialog nicht schließen und nichts Eingetragenes leeren.',
        'Während des Sendens keinen zweiten Aufruf zulassen.',
      ],
    },
  },
} satisfies Meta<typeof AddClientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('dialog', 'Kunde anlegen');
const submitButton = async () => within(await dialog()).getByRole('button', { name: 'Kunde anlegen' });

export const Default: Story = {
  name: 'Standard',
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(form.getByRole('textbox', { name: 'PLZ' })).toHaveValue('');
  },
};

export const NameRequired: Story = {
  name: 'Name fehlt',
  play: async ({ args }) => {
    await userEvent.click(await submitButton());
    const name = within(await dialog()).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription(/Bitte geben Sie den Namen des Kunden ein\./);
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A PLZ of four digits gets its message at the field; fixed, the client is sent trimmed. */
export const BadPlzThenFixed: Story = {
  name: 'Falsche PLZ, dann korrigiert',
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ' Stadt Tharandt ');
    await userEvent.type(form.getByRole('textbox', { name: 'PLZ' }), '1737');
    await userEvent.type(form.getByRole('textbox', { name: 'Ort' }), 'Tharandt');
    await userEvent.click(await submitButton());
    const plz = form.getByRole('textbox', { name: 'PLZ' });
    await expect(plz).toHaveAccessibleDescription(/Die Postleitzahl hat fünf Ziffern, z\. B\. 01737\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(plz);
    await userEvent.type(plz, '01737');
    await expect(plz).not.toHaveAttribute('aria-invalid');
    await userEvent.click(await submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Stadt Tharandt',
      strasse: '',
      plz: '01737',
      ort: 'Tharandt',
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * A name takes two lines of the printed letter's address field (100 characters, as the
 * service does): pasted longer, it stops there and the field says why.
 */
export const LongNamePasted: Story = {
  name: 'Langer Name eingefügt',
  play: async ({ args }) => {
    const form = within(await dialog());
    const name = form.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.paste(`Forstbetriebsgemeinschaft ${'Schwarzwald'.repeat(20)}`);
    await expect(name).toHaveValue(`Forstbetriebsgemeinschaft ${'Schwarzwald'.repeat(20)}`.slice(0, 100));
    await expect(name).toHaveAccessibleDescription('Höchstens 100 Zeichen – die Grenze ist erreicht.');
    const street = form.getByRole('textbox', { name: 'Straße und Hausnummer' });
    await userEvent.click(street);
    await userEvent.paste('Am langen Weg '.repeat(5));
    await expect(street).toHaveValue('Am langen Weg '.repeat(5).slice(0, 50));
    await userEvent.click(await submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: `Forstbetriebsgemeinschaft ${'Schwarzwald'.repeat(20)}`.slice(0, 100) }),
    );
  },
};

export const ServiceRefuses: Story = {
  name: 'Dienst lehnt ab',
  args: {
    onSubmit: fn(async () => {
      // As a_add_client answers a name that exists.
      throw uniqueViolation('kunde_name_key', 'name', 'Stadt Calw');
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Stadt Calw');
    await userEvent.click(await submitButton());
    await expect(await form.findByRole('alert')).toHaveTextContent('Der Kunde wurde nicht angelegt.');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Stadt Calw');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(
      form.getByRole('textbox', { name: 'Name' }),
      'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
    );
  },
};
