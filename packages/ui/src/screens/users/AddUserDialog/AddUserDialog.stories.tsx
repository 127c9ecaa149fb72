import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { uniqueViolation } from '../../../testing/serviceError';
import { storyClients } from '../storyData';
import { AddUserDialog } from './AddUserDialog';

const meta = {
  title: 'Screens/Nutzer/Nutzer anlegen (AddUserDialog)',
  component: AddUserDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    clients: loadedQuery(storyClients),
    onSubmit: fn(async () => 67),
  },
} satisfies Meta<typeof AddUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Nutzer anlegen' });
const submitButton = async () => within(await dialog()).getByRole('button', { name: 'Nutzer anlegen' });

export const Default: Story = {
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeRequired();
    await expect(form.getByRole('checkbox', { name: 'Zugriff auf den Kataster des Kunden' })).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Kunde' })).toHaveValue('');
  },
};

/** The clients as the service sends them (by id); the select lists them by name as German is read. */
export const ClientsByName: Story = {
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
  args: { clients: loadingQuery() },
  play: async () => {
    const select = within(await dialog()).getByRole('combobox', { name: 'Kunde' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Kunden werden geladen …');
  },
};

export const ClientsError: Story = {
  args: { clients: failedQuery(new TypeError('Failed to fetch')) },
  play: async () => {
    await expect(within(await dialog()).getByRole('combobox', { name: 'Kunde' })).toHaveAccessibleDescription(
      /^Die Kunden konnten nicht geladen werden: Der Datendienst ist nicht erreichbar\./,
    );
  },
};

export const LongGermanText: Story = {
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
