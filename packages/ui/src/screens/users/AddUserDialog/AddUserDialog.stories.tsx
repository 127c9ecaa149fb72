import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { uniqueViolation } from '../../../testing/serviceError';
import { storyClients } from '../storyData';
import { AddUserDialog } from './AddUserDialog';
import { findDialog } from '../../../testing/findDialog';

const meta = {
  title: 'Screens/Nutzer/Nutzer anlegen (AddUserDialog)',
  component: AddUserDialog,
  parameters: {
    leitfaden: {
      zweck:
        'Dialog „Nutzer anlegen“: E-Mail-Adresse (Pflicht), wahlweise Vor- und Nachname, ein Kunde mit oder ohne Kataster-Zugriff und die Zugehörigkeit zum APUS-Team oder als APUS-Administrator. Er öffnet sich in der Nutzerverwaltung und im Backoffice auf der Seite eines Kunden, dort mit diesem Kunden.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Nutzer: Nutzer anlegen), §5 (leere Vor- und Nachnamen als null), §7 (a_add_user, a_get_user_name, a_get_user_exists), addUserForm.ts',
      tun: [
        'Nach dem Verlassen einer gültigen E-Mail-Adresse prüfen lassen, ob sie schon bekannt ist, und das Ergebnis unter dem Feld zeigen.',
        'Kataster-Zugriff nur mit gewähltem Kunden erlauben und das am Schalter sagen.',
      ],
      lassen: [
        'Leere Namen nicht als leeren Text senden: Sie gehen als null an den Datendienst.',
        'Nicht doppelt senden und bei einer Ablehnung nichts Eingegebenes verwerfen.',
        'Das Anlegen nicht sperren, wenn die Kunden nicht laden: Ein Nutzer lässt sich auch ohne Kunde anlegen.',
      ],
    },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    clients: loadedQuery(storyClients),
    onSubmit: fn(async () => 67),
  },
} satisfies Meta<typeof AddUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('dialog', 'Nutzer anlegen');
const submitButton = async () => within(await dialog()).getByRole('button', { name: 'Nutzer anlegen' });

export const Default: Story = {
  name: 'Standard',
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeRequired();
    await expect(form.getByRole('checkbox', { name: 'Zugriff auf den Kataster des Kunden' })).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Kunde' })).toHaveValue('');
  },
};

/** The clients as the service sends them (by id); the select lists them by name as German is read. */
export const ClientsByName: Story = {
  name: 'Kunden nach Namen sortiert',
  args: {
    clients: loadedQuery([
      { client_id: 1, name: 'Zweckverband Forst 10', ort: null },
      { client_id: 2, name: 'Ämter am Main', ort: 'Würzburg' },
      { client_id: 3, name: 'Zweckverband Forst 2', ort: null },
      { client_id: 4, name: 'Aller-Örtze', ort: 'Celle' },
    ]),
  },
  play: async () => {
    const select = within(await dialog()).getByRole('combobox', { name: 'Kunde' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Kein Kunde',
      'Aller-Örtze (Celle)',
      'Ämter am Main (Würzburg)',
      'Zweckverband Forst 2',
      'Zweckverband Forst 10',
    ]);
  },
};

export const EmailRequired: Story = {
  name: 'E-Mail-Adresse fehlt',
  play: async ({ args }) => {
    await userEvent.click(await submitButton());
    const form = within(await dialog());
    const mail = form.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(mail).toHaveAccessibleDescription(/Bitte geben Sie eine E-Mail-Adresse ein\./);
    await expect(mail).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmailOnBlur: Story = {
  name: 'Ungültige E-Mail-Adresse',
  play: async ({ args }) => {
    const form = within(await dialog());
    const mail = form.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(mail, 'erika@wald');
    await userEvent.tab();
    await expect(mail).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.'),
    ).toBeVisible();
    // Corrected, the message goes away while typing.
    await userEvent.type(mail, '.de');
    await expect(mail).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** requirements §5: "first_name and last_name are optional (null if empty)". */
export const EmptyNamesSentAsNull: Story = {
  name: 'Leere Namen bleiben leer',
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'neu@forst.example');
    await userEvent.type(form.getByRole('textbox', { name: 'Vorname' }), '   ');
    await userEvent.click(await submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mail: 'neu@forst.example',
      first_name: null,
      last_name: null,
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: null,
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const WithClientAndCadastre: Story = {
  name: 'Mit Kunde und Kataster',
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'joerg.mueller@forst.example');
    await userEvent.type(form.getByRole('textbox', { name: 'Vorname' }), 'Jörg');
    await userEvent.type(form.getByRole('textbox', { name: 'Nachname' }), 'Müller');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kunde' }), 'Stadtwald Dresden (Dresden)');
    await userEvent.click(form.getByRole('checkbox', { name: 'Zugriff auf den Kataster des Kunden' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Gehört zum APUS-Team' }));
    await userEvent.click(await submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mail: 'joerg.mueller@forst.example',
      first_name: 'Jörg',
      last_name: 'Müller',
      kataster_enabled: true,
      apus_team: true,
      apus_admin: false,
      client_id: 13,
    });
  },
};

export const ServiceRefuses: Story = {
  name: 'Dienst lehnt ab',
  args: {
    onSubmit: fn(async () => {
      // As a_add_user answers a taken e-mail.
      throw uniqueViolation('benutzer_email_key', 'email', 'admin@waldmonitor.example');
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'admin@waldmonitor.example');
    await userEvent.type(form.getByRole('textbox', { name: 'Vorname' }), 'Anja');
    await userEvent.click(await submitButton());
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Nutzer wurde nicht angelegt. Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    await expect(alert).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "benutzer_email_key"',
    );
    // Everything typed is still there, and the dialog stays open.
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('admin@waldmonitor.example');
    await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anja');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The message names the e-mail (`Key (email)`): editing it removes the message.
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'x');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const DoubleClickSendsOnce: Story = {
  name: 'Doppelklick sendet einmal',
  args: { onSubmit: fn(() => new Promise((resolve) => setTimeout(() => resolve(68), 300))) },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'zweimal@forst.example');
    await userEvent.dblClick(await submitButton());
    await expect(await submitButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ClientsLoading: Story = {
  name: 'Kunden werden geladen',
  args: { clients: loadingQuery() },
  play: async () => {
    const select = within(await dialog()).getByRole('combobox', { name: 'Kunde' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Kunden werden geladen …');
  },
};

export const ClientsError: Story = {
  name: 'Laden der Kunden scheitert',
  args: { clients: failedQuery(new TypeError('Failed to fetch')) },
  play: async () => {
    await expect(within(await dialog()).getByRole('combobox', { name: 'Kunde' })).toHaveAccessibleDescription(
      /^Die Kunden konnten nicht geladen werden: Der Datendienst ist nicht erreichbar\./,
    );
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    clients: loadedQuery([
      {
        client_id: 99,
        name: 'Forstbetriebsgemeinschaft Oberlausitz-Niederschlesien Waldbesitzervereinigung',
        ort: 'Reichenbach/Oberlausitz',
      },
      ...storyClients,
    ]),
  },
};
