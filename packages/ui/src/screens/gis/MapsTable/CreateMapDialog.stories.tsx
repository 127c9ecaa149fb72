import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClients } from '../storyData';
import { CreateMapDialog } from './CreateMapDialog';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { findDialog } from '../../../testing/findDialog';

const meta = {
  title: 'Screens/GIS/Karte anlegen (CreateMapDialog)',
  component: CreateMapDialog,
  parameters: {
    leitfaden: {
      zweck:
        'Dialog „Karte anlegen“ in der Kartentabelle des GIS: Kartenname und Pixelgröße des Scans sind Pflicht; Kunde, DIN-Format, Jahr, Maßstab, Auflösung und Koordinatensystem sind wahlweise. Nach dem Anlegen öffnet die Seite die neue Karte.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS), §5 (Meldungen am Feld, nichts doppelt senden), §7 (POST /karte mit Rückgabe der angelegten Zeile), createMapForm.ts',
      tun: [
        'Fehlende Pflichtangaben am Feld nennen und den Fokus auf das erste solche Feld setzen.',
        'Ohne eigenes Koordinatensystem das des gewählten Kunden übernehmen.',
      ],
      lassen: [
        'Nicht doppelt senden: Während des Anlegens sind die Schaltflächen beschäftigt.',
        'Bei einer Ablehnung durch den Datendienst nichts Eingegebenes verwerfen.',
      ],
    },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    clientChoice: fixedClientChoice(storyClients),
    onCreate: fn(async () => null),
  },
} satisfies Meta<typeof CreateMapDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => within(await findDialog('dialog', 'Karte anlegen'));

/** Name and pixel size typed, a coordinate system chosen: one POST /karte, then the dialog closes. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const form = await openDialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Forstkarte Revier Bramwald 1936');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '8.400');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '6200');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'DIN-Format' }), 'A1');
    await userEvent.type(form.getByRole('textbox', { name: 'Jahr' }), '1936');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Koordinatensystem' }),
      'EPSG:31468 – DHDN / Gauß-Krüger Zone 4',
    );
    await userEvent.click(form.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        map_name: 'Forstkarte Revier Bramwald 1936',
        width: 8400,
        height: 6200,
        client_id: null,
        din: 'A1',
        jahr: 1936,
        scale: null,
        res: null,
        epsg: 31468,
        status: 'neu',
      }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** An empty form is not sent: each required field says what is missing, the first one has the focus. */
export const RequiredFields: Story = {
  name: 'Pflichtfelder fehlen',
  play: async ({ args }) => {
    const form = await openDialog();
    await userEvent.click(form.getByRole('button', { name: 'Anlegen' }));
    const name = form.getByRole('textbox', { name: 'Kartenname' });
    await expect(name).toHaveAccessibleDescription('Bitte einen Namen eingeben.');
    await expect(name).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Breite (Pixel)' })).toHaveAccessibleDescription(
      'Bitte die Breite in Pixeln eingeben.',
    );
    await expect(form.getByRole('textbox', { name: 'Höhe (Pixel)' })).toHaveAccessibleDescription(
      'Bitte die Höhe in Pixeln eingeben.',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A year that is no year stops the form; what was typed stays. */
export const InvalidYear: Story = {
  name: 'Ungültiges Jahr',
  play: async ({ args }) => {
    const form = await openDialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Flurkarte Hemeln');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '100');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '100');
    const year = form.getByRole('textbox', { name: 'Jahr' });
    await userEvent.type(year, '19');
    await userEvent.click(form.getByRole('button', { name: 'Anlegen' }));
    await expect(year).toHaveAccessibleDescription('Bitte ein Jahr mit vier Ziffern eingeben.');
    await expect(year).toHaveValue('19');
    await expect(form.getByRole('textbox', { name: 'Kartenname' })).toHaveValue('Flurkarte Hemeln');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** While the map is created the buttons are busy; a second click sends nothing more. */
export const Pending: Story = {
  name: 'Ausstehend',
  args: { onCreate: fn(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const form = await openDialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Dränplan Jühnde');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '100');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '100');
    await userEvent.dblClick(form.getByRole('button', { name: 'Anlegen' }));
    await expect(form.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The service refuses: its message at the form, everything typed kept. */
export const ServiceRefuses: Story = {
  name: 'Dienst lehnt ab',
  args: {
    onCreate: fn(async () =>
      Promise.reject({ status: 403, code: '42501', message: 'permission denied for table karte', details: null }),
    ),
  },
  play: async () => {
    const form = await openDialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Bestandeskarte Abteilung 12');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '100');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '200');
    await userEvent.click(form.getByRole('button', { name: 'Anlegen' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Karte wurde nicht angelegt. Dafür fehlt Ihnen die Berechtigung.');
    await expect(alert).toHaveTextContent('Meldung des Dienstes: permission denied for table karte');
    await expect(form.getByRole('textbox', { name: 'Kartenname' })).toHaveValue('Bestandeskarte Abteilung 12');
    await expect(form.getByRole('textbox', { name: 'Höhe (Pixel)' })).toHaveValue('200');
  },
};

/** "Abbrechen" closes the dialog and sends nothing. */
export const Cancel: Story = {
  name: 'Abbrechen',
  play: async ({ args }) => {
    const form = await openDialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Entwurf');
    await userEvent.click(form.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
