import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { uniqueViolation } from '../../../testing/serviceError';
import { admin, expertErik, longTextUser, storyBenutzer } from '../../users/storyData';
import { profileStoryMeta } from './profileStory';
import type { ProfileScreen } from './ProfileScreen';

const meta = {
  ...profileStoryMeta,
  title: 'Screens/Profil/Profil (ProfileScreen)',
  parameters: {
    leitfaden: {
      zweck:
        'Das eigene Profil (/profile/index) in drei Reitern: „Profil“ mit Name, Telefon und Berufsgruppe, „Benachrichtigungen“ mit den E-Mails, die zur eigenen Rolle passen, und „Experte“ für die Expertenanfrage. Die E-Mail-Adresse gehört zur Anmeldung und wird nur angezeigt.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Profil: eigene Daten, Benachrichtigungen, Reiter „experte“), §5 (Meldungen am Feld, Eingaben bleiben bei Fehlern), §6, §7 (a_update_user, PATCH /benutzer), ProfileScreen.tsx',
      tun: [
        'Den Reiter in der Adresse führen (?tab=…); der erste Reiter hat keinen Parameter.',
        'Eingaben beim Wechsel der Reiter behalten und vor dem Verlassen mit ungespeicherten Änderungen fragen.',
      ],
      lassen: [
        'Die E-Mail-Adresse nicht bearbeitbar machen: Sie wird beim Anmeldedienst geändert.',
        'Nicht jeder Rolle alle sechs Benachrichtigungen zeigen: Alle sechs sehen nur Administratoren.',
        'Neuen Nutzern keinen Weg hierher anbieten: Das Profil ist für sie nicht freigegeben.',
      ],
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });
const saveButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Speichern' });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement, 'Vorname')).toHaveValue('Birgit');
    await expect(field(canvasElement, 'E-Mail-Adresse')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Berufsgruppe' })).toHaveValue('Waldbesitzer/in');
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const EditAndSave: Story = {
  name: 'Bearbeiten und speichern',
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, 'Telefon'), '0351 1234567');
    await userEvent.clear(field(canvasElement, 'Nachname'));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await expect(within(canvasElement).getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSave).toHaveBeenCalledWith({
      first_name: 'Birgit',
      last_name: null,
      phone: '0351 1234567',
      mail: 'buerger@waldmonitor.example',
      berufsgruppe: 'Waldbesitzer/in',
    });
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  name: 'Eingabefehler',
  play: async ({ canvasElement, args }) => {
    // A name stops at 100 characters (as the service stores it), and the field says so.
    await userEvent.click(field(canvasElement, 'Nachname'));
    await userEvent.paste('-'.repeat(100));
    await expect((field(canvasElement, 'Nachname') as HTMLInputElement).value).toHaveLength(100);
    await expect(field(canvasElement, 'Nachname')).toHaveAccessibleDescription(
      'Höchstens 100 Zeichen – die Grenze ist erreicht.',
    );
    await userEvent.type(field(canvasElement, 'Telefon'), 'null-drei-fünf-eins');
    await userEvent.click(saveButton(canvasElement));
    await expect(field(canvasElement, 'Telefon')).toHaveAccessibleDescription(
      /Bitte geben Sie eine gültige Telefonnummer ein/,
    );
    await expect(field(canvasElement, 'Telefon')).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Corrected, the message goes away while typing.
    await userEvent.clear(field(canvasElement, 'Telefon'));
    await userEvent.type(field(canvasElement, 'Telefon'), '0351 1234567');
    await expect(field(canvasElement, 'Telefon')).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * A refused save keeps every typed value and shows the German message with the service's
 * own text as details (the raw PostgreSQL text once reached the person); the
 * message goes away once the field it names is edited.
 */
export const SaveFailsKeepsInput: Story = {
  name: 'Speichern scheitert, Eingaben bleiben',
  args: {
    onSave: fn(async () => {
      throw uniqueViolation('benutzer_phone_key', 'phone', '+49 351 7654321');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement, 'Vorname'));
    await userEvent.type(field(canvasElement, 'Vorname'), 'Birgitta');
    await userEvent.type(field(canvasElement, 'Telefon'), '+49 351 7654321');
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Berufsgruppe' }), 'Förster/in');
    await userEvent.click(saveButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Ihr Profil wurde nicht gespeichert. Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    await expect(alert).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "benutzer_phone_key"',
    );
    await expect(field(canvasElement, 'Vorname')).toHaveValue('Birgitta');
    await expect(field(canvasElement, 'Telefon')).toHaveValue('+49 351 7654321');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Berufsgruppe' })).toHaveValue('Förster/in');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    // Another field leaves the message; the field it names removes it.
    await userEvent.type(field(canvasElement, 'Vorname'), 'x');
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    await userEvent.type(field(canvasElement, 'Telefon'), '8');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const DoubleClickSavesOnce: Story = {
  name: 'Doppelklick speichert einmal',
  args: { onSave: fn(() => new Promise((resolve) => setTimeout(() => resolve(null), 300))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, 'Telefon'), '0351 1234567');
    await userEvent.dblClick(saveButton(canvasElement));
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(saveButton(canvasElement)).toBeDisabled());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const DiscardChanges: Story = {
  name: 'Änderungen verwerfen',
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'Vorname'), 'ta');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Änderungen verwerfen' }));
    await expect(field(canvasElement, 'Vorname')).toHaveValue('Birgit');
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const DraftSurvivesTabSwitch: Story = {
  name: 'Entwurf übersteht Tabwechsel',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Vorname'), 'ta');
    await userEvent.click(canvas.getByRole('tab', { name: 'Benachrichtigungen' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('benachrichtigungen');
    await userEvent.click(canvas.getByRole('tab', { name: 'Profil' }));
    await expect(field(canvasElement, 'Vorname')).toHaveValue('Birgitta');
  },
};

export const Notifications: Story = {
  name: 'Benachrichtigungen',
  args: { tab: 'benachrichtigungen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A citizen chooses the mails about own sightings and the expert request.
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    const published = canvas.getByRole('switch', { name: 'Veröffentlichte Meldungen' });
    await userEvent.click(published);
    await expect(published).toHaveAttribute('aria-checked', 'false');
    await expect(args.onMailFlagChange).toHaveBeenCalledWith('mail_published', false);
  },
};

export const NotificationsAdministrator: Story = {
  name: 'Benachrichtigungen, Administrator',
  args: {
    tab: 'benachrichtigungen',
    user: loadedQuery(storyBenutzer(admin, { mail_register: true, mail_expert_request: true })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(6);
  },
};

export const NotificationsExpert: Story = {
  name: 'Benachrichtigungen, Experte',
  args: { tab: 'benachrichtigungen', user: loadedQuery(storyBenutzer(expertErik, { mail_new: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Neue Meldungen' })).toBeChecked();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { user: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Profil wird geladen …' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { user: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: Failed to fetch');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ihr Profil konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Signed in, but the service has no `benutzer` row for the person: said so, with a retry. */
export const NoUserData: Story = {
  name: 'Keine Nutzerdaten',
  args: { user: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ihr Profil konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Zu Ihrer Anmeldung gibt es keine Nutzerdaten.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    user: loadedQuery(
      storyBenutzer(longTextUser, { berufsgruppe: 'Sachverständige/r für Forstschutz und Waldschäden' }),
    ),
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
