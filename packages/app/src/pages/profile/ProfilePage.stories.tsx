import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceRows, withFaults } from '@waldmonitor/mocks';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../testing/ConnectedStory';
import { BlockingMemoryRouter } from '../../testing/BlockingMemoryRouter';
import { recordFetch } from '../../testing/recordFetch';
import { ProfilePage } from './ProfilePage';

const meta = {
  title: 'Screens/Profil/Profil · verbunden (ProfilePage)',
  component: ProfilePage,
  ...connectedPageAt('/profile/index', 'buerger'),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('textbox', { name });
const saveButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Speichern' });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Vorname')).toHaveValue('Birgit');
    await expect(await field(canvasElement, 'Nachname')).toHaveValue('Brandt');
    await expect(await field(canvasElement, 'E-Mail-Adresse')).toHaveValue('buerger@waldmonitor.example');
  },
};

export const SaveSendsTheForm: Story = {
  name: 'Speichern sendet das Formular',
  play: async ({ canvasElement }) => {
    const phone = await field(canvasElement, 'Telefon');
    const berufsgruppe = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Berufsgruppe' });
    const fetches = recordFetch();
    try {
      await userEvent.clear(phone);
      await userEvent.type(phone, '0351 7654321');
      await userEvent.click(saveButton(canvasElement));
      await waitFor(() => expect(fetches.to('/rpc/a_update_user')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_update_user')[0]?.body).toEqual({
        first_name: 'Birgit',
        last_name: 'Brandt',
        phone: '0351 7654321',
        mail: 'buerger@waldmonitor.example',
        berufsgruppe: berufsgruppe.value === '' ? null : berufsgruppe.value,
      });
      await expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
      await waitFor(() => expect(saveButton(canvasElement)).toBeDisabled());
      await expect(phone).toHaveValue('0351 7654321');
    } finally {
      fetches.restore();
    }
  },
};

/** A failed a_update_user keeps every typed value and shows the service's message. */
export const SaveFailsKeepsEveryValue: Story = {
  name: 'Speichern scheitert, Eingaben bleiben',
  parameters: {
    msw: { handlers: withFaults({ a_update_user: { status: 400, message: 'Die Telefonnummer ist gesperrt.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await field(canvasElement, 'Vorname');
    await userEvent.clear(first);
    await userEvent.type(first, 'Birgitta');
    await userEvent.clear(await field(canvasElement, 'Nachname'));
    await userEvent.type(await field(canvasElement, 'Nachname'), 'Brandt-Schäfer');
    await userEvent.clear(await field(canvasElement, 'Telefon'));
    await userEvent.type(await field(canvasElement, 'Telefon'), '+49 351 111222');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Berufsgruppe' }), 'Förster/in');
    const fetches = recordFetch();
    try {
      await userEvent.click(saveButton(canvasElement));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(
        'Ihr Profil wurde nicht gespeichert. Der Datendienst hat die Anfrage abgelehnt. Bitte prüfen Sie Ihre Eingaben.',
      );
      // The procedure's own reason stays readable in the details line.
      await expect(alert).toHaveTextContent('Meldung des Dienstes: Die Telefonnummer ist gesperrt.');
      await expect(fetches.to('/rpc/a_update_user')[0]?.body).toEqual({
        first_name: 'Birgitta',
        last_name: 'Brandt-Schäfer',
        phone: '+49 351 111222',
        mail: 'buerger@waldmonitor.example',
        berufsgruppe: 'Förster/in',
      });
    } finally {
      fetches.restore();
    }
    await expect(first).toHaveValue('Birgitta');
    await expect(await field(canvasElement, 'Nachname')).toHaveValue('Brandt-Schäfer');
    await expect(await field(canvasElement, 'Telefon')).toHaveValue('+49 351 111222');
    await expect(canvas.getByRole('combobox', { name: 'Berufsgruppe' })).toHaveValue('Förster/in');
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

/**
 * A failed fetch once reached the person as "Failed to fetch". Now the one mapping
 * says what happened and what to do, the browser's text is kept as details, and what
 * was typed stays.
 */
export const SaveWithoutNetwork: Story = {
  name: 'Speichern ohne Netz',
  parameters: { msw: { handlers: withFaults({ a_update_user: { networkError: true } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await field(canvasElement, 'Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0351 999');
    await userEvent.click(saveButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Ihr Profil wurde nicht gespeichert. Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(alert).toHaveTextContent(/Meldung des Dienstes: .+/);
    await expect(phone).toHaveValue('0351 999');
  },
};

export const DoubleClickSendsOneRequest: Story = {
  name: 'Doppelklick sendet einmal',
  parameters: { msw: { handlers: withFaults({ a_update_user: { latencyMs: 400 } }) } },
  play: async ({ canvasElement }) => {
    const phone = await field(canvasElement, 'Telefon');
    const fetches = recordFetch();
    try {
      await userEvent.clear(phone);
      await userEvent.type(phone, '0351 2468');
      await userEvent.dblClick(saveButton(canvasElement));
      await expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
      await expect(fetches.to('/rpc/a_update_user')).toHaveLength(1);
    } finally {
      fetches.restore();
    }
  },
};

export const ValidationErrorsSendNothing: Story = {
  name: 'Eingabefehler senden nichts',
  play: async ({ canvasElement }) => {
    const phone = await field(canvasElement, 'Telefon');
    const fetches = recordFetch();
    try {
      await userEvent.clear(phone);
      await userEvent.type(phone, 'bitte anrufen');
      await userEvent.click(saveButton(canvasElement));
      await expect(phone).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer ein/);
      await expect(fetches.to('/rpc/a_update_user')).toHaveLength(0);
    } finally {
      fetches.restore();
    }
  },
};

export const Notifications: Story = {
  name: 'Benachrichtigungen',
  parameters: { router: { initialEntries: ['/profile/index?tab=benachrichtigungen'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const published = await canvas.findByRole('switch', { name: 'Veröffentlichte Meldungen' });
    const wasOn = published.getAttribute('aria-checked') === 'true';
    const fetches = recordFetch();
    try {
      await userEvent.click(published);
      await expect(published).toHaveAttribute('aria-checked', String(!wasOn));
      await waitFor(() => expect(fetches.to('/benutzer')).toHaveLength(1));
      await expect(fetches.to('/benutzer')[0]).toEqual({
        method: 'PATCH',
        path: '/data/benutzer?user_id=eq.2',
        body: { mail_published: !wasOn },
      });
    } finally {
      fetches.restore();
    }
  },
};

export const NotificationFailsRollsBack: Story = {
  name: 'Benachrichtigung springt zurück',
  parameters: {
    router: { initialEntries: ['/profile/index?tab=benachrichtigungen'] },
    msw: { handlers: withFaults({ 'PATCH /benutzer': { status: 503, message: 'Wartungsarbeiten bis 14 Uhr.' } }) },
  },
  play: async ({ canvasElement }) => {
    const published = await within(canvasElement).findByRole('switch', { name: 'Veröffentlichte Meldungen' });
    const before = published.getAttribute('aria-checked');
    await userEvent.click(published);
    // The toast's sentence is German only; the service's own text is its details line.
    const sentence = await screen.findByText(
      'Die Mail-Einstellung „Veröffentlichte Meldungen“ wurde nicht gespeichert. Der Datendienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
    const toast = sentence.closest('[role="alert"]') as HTMLElement;
    await expect(sentence).not.toHaveTextContent('Wartungsarbeiten bis 14 Uhr.');
    await expect(within(toast).getByText('Meldung des Dienstes: Wartungsarbeiten bis 14 Uhr.')).toBeInTheDocument();
    await waitFor(() => expect(published).toHaveAttribute('aria-checked', before));
  },
};

export const ExpertRequest: Story = {
  name: 'Expertenstatus beantragen',
  parameters: { router: { initialEntries: ['/profile/index?tab=experte'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const request = await canvas.findByRole('button', { name: 'Expertenstatus beantragen' });
    const fetches = recordFetch();
    try {
      await userEvent.click(request);
      await expect(await canvas.findByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
      // The seed's citizen has the decision's mail off: the notice offers it instead of promising it.
      await expect(canvas.getByRole('switch', { name: 'E-Mail, sobald entschieden ist' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await expect(fetches.to('/rpc/a_change_app_status')[0]?.body).toEqual({
        user_id: '2',
        username: 'buerger@waldmonitor.example',
        status: 'ogf_expert_query',
      });
      // The session is loaded again, so the navbar reads 'Expertenanfrage offen'.
      await waitFor(() => expect(fetches.to('/rpc/a_get_user_data').length).toBeGreaterThan(0));
      await expect(await screen.findByText(/Ihre Anfrage wurde gesendet/)).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

export const ExpertRequestPending: Story = {
  name: 'Expertenanfrage offen',
  parameters: { session: 'anfrage', router: { initialEntries: ['/profile/index?tab=experte'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Anfrage zurückziehen' })).toBeInTheDocument();
  },
};

/** The notice's switch is the person's own mail flag: PATCH /benutzer of their row, nothing else. */
export const ExpertRequestMailSwitch: Story = {
  name: 'E-Mail zur Expertenanfrage',
  parameters: { session: 'anfrage', router: { initialEntries: ['/profile/index?tab=experte'] } },
  play: async ({ canvasElement }) => {
    const mail = await within(canvasElement).findByRole('switch', { name: 'E-Mail, sobald entschieden ist' });
    const wasOn = mail.getAttribute('aria-checked') === 'true';
    const fetches = recordFetch();
    try {
      await userEvent.click(mail);
      await expect(mail).toHaveAttribute('aria-checked', String(!wasOn));
      await waitFor(() => expect(fetches.to('/benutzer').filter((r) => r.method === 'PATCH')).toHaveLength(1));
      await expect(fetches.to('/benutzer').find((r) => r.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/data/benutzer?user_id=eq.5',
        body: { mail_expert_approved: !wasOn },
      });
    } finally {
      fetches.restore();
    }
    // Stored once the service has answered the write.
    await waitFor(async () =>
      expect(await serviceRows('benutzer?user_id=eq.5&select=mail_expert_approved')).toEqual([
        { mail_expert_approved: !wasOn },
      ]),
    );
  },
};

/** Withdrawn after the confirmation: the role goes back to ogf_citizens and the request button is back. */
export const ExpertRequestWithdrawn: Story = {
  name: 'Expertenanfrage zurückgezogen',
  parameters: { session: 'anfrage', router: { initialEntries: ['/profile/index?tab=experte'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withdraw = await canvas.findByRole('button', { name: 'Anfrage zurückziehen' });
    const fetches = recordFetch();
    try {
      await userEvent.click(withdraw);
      const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage zurückziehen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(fetches.to('/rpc/a_change_app_status').map((request) => request.body)).toEqual([
        { user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_citizens' },
      ]);
      // The session is loaded again, so the navbar shows the role as it is now.
      await waitFor(() => expect(fetches.to('/rpc/a_get_user_data').length).toBeGreaterThan(0));
    } finally {
      fetches.restore();
    }
    await expect(
      await screen.findByText('Ihre Expertenanfrage wurde zurückgezogen. Sie arbeiten weiter als Standard-Nutzer.'),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Expertenstatus beantragen' })).toBeInTheDocument();
    await expect(await serviceRows('benutzer?user_id=eq.5&select=app_status')).toEqual([
      { app_status: 'ogf_citizens' },
    ]);
  },
};

/** A refused withdrawal keeps the question open with the reason; the request stays open. */
export const ExpertRequestWithdrawFails: Story = {
  name: 'Zurückziehen scheitert',
  parameters: {
    session: 'anfrage',
    router: { initialEntries: ['/profile/index?tab=experte'] },
    msw: {
      handlers: withFaults({ a_change_app_status: { status: 503, message: 'Wartungsarbeiten bis 14 Uhr.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage zurückziehen' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Meldung des Dienstes: Wartungsarbeiten bis 14 Uhr.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage behalten' }));
    await expect(canvas.getByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
  },
};

export const Expert: Story = {
  name: 'Experte',
  parameters: { session: 'experte', router: { initialEntries: ['/profile/index?tab=experte'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sie sind Experte.')).toBeInTheDocument();
  },
};

export const Administrator: Story = {
  name: 'Administrator mit allen Mail-Schaltern',
  parameters: { session: 'admin', router: { initialEntries: ['/profile/index?tab=benachrichtigungen'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('switch')).toHaveLength(6));
  },
};

export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ 'GET /benutzer': { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ihr Profil konnte nicht geladen werden.')).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Meldung des Dienstes: Datenbank nicht erreichbar.')).toBeInTheDocument();
  },
};

/** As in the shell: the app's blocking history, so leaving with unsaved changes is held. */
function InBlockingRouter() {
  return (
    <BlockingMemoryRouter initialEntries={['/profile/index']}>
      <nav aria-label="Hauptnavigation">
        <Link to="/dashboard">Zum Dashboard</Link>
      </nav>
      <Routes>
        <Route path="/profile/index" element={<ProfilePage />} />
        <Route path="/dashboard" element={<p>Dashboard geöffnet</p>} />
      </Routes>
    </BlockingMemoryRouter>
  );
}

/**
 * A changed profile form is not left without a question. Abbrechen stays with
 * everything typed; Verwerfen leaves. An unchanged form lets the link pass at once.
 */
export const LeaveWithUnsavedChanges: Story = {
  name: 'Verlassen mit ungespeicherten Änderungen',
  parameters: { router: { disable: true } },
  render: () => <InBlockingRouter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await field(canvasElement, 'Vorname');
    await userEvent.type(first, 'ta');
    await userEvent.click(canvas.getByRole('link', { name: 'Zum Dashboard' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await expect(canvas.queryByText('Dashboard geöffnet')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(first).toHaveValue('Birgitta');

    await userEvent.click(canvas.getByRole('link', { name: 'Zum Dashboard' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await expect(await canvas.findByText('Dashboard geöffnet')).toBeInTheDocument();
  },
};
