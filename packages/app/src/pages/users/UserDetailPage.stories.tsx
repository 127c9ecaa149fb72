import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../testing/ConnectedStory';
import { recordFetch, type FetchRecorder } from '../../testing/recordFetch';
import { UserDetailPage } from './UserDetailPage';

/** The page reads `user_id` from its route, as in the shell's route table. */
function DetailRoute() {
  return (
    <Routes>
      <Route path="/users/:user_id" element={<UserDetailPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Nutzer/Nutzerdetails · verbunden (UserDetailPage)',
  component: UserDetailPage,
  // Erik Eichhorn, the demo expert, works for clients 1, 4 and 20.
  ...connectedPageAt('/users/3'),
  render: () => <DetailRoute />,
} satisfies Meta<typeof UserDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Erik Eichhorn' });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText('experte@waldmonitor.example')).toBeInTheDocument();
    await expect(canvas.getAllByRole('switch', { name: /Meldungen|Registrierung|Expertenanfragen/ })).toHaveLength(6);
    // The connections are a read of their own, after the person's data.
    await waitFor(() => expect(canvas.getAllByText('Konto verbunden').length).toBeGreaterThanOrEqual(3), {
      timeout: 15_000,
    });
  },
};

/**
 * The user's clients come from a_get_user_data, whose `id` is the identity's subject: the
 * administration does not know another user's, so it is sent empty, never the numeric user id.
 */
export const ReadsUserDataByEmail: Story = {
  name: 'Nutzerdaten per E-Mail gelesen',
  loaders: [async () => ({ fetches: recordFetch() })],
  play: async ({ canvasElement, loaded }) => {
    const fetches = loaded.fetches as FetchRecorder;
    try {
      await heading(canvasElement);
      // The signed-in administrator's own session may read a_get_user_data too; this is the shown user's.
      const reads = () =>
        fetches
          .to('/rpc/a_get_user_data')
          .filter((request) => (request.body as { email?: string }).email === 'experte@waldmonitor.example');
      await waitFor(() => expect(reads().length).toBeGreaterThan(0), { timeout: 3000 });
      await expect(reads().map((request) => request.body)).toEqual(
        reads().map(() => ({ email: 'experte@waldmonitor.example', id: '' })),
      );
      await waitFor(() =>
        expect(within(canvasElement).getAllByText('Konto verbunden').length).toBeGreaterThanOrEqual(3),
      );
    } finally {
      fetches.restore();
    }
  },
};

export const MailFlagSavesOptimistically: Story = {
  name: 'Mail-Schalter speichert sofort',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const flag = within(canvasElement).getByRole('switch', { name: 'Neue Meldungen' });
    const wasOn = flag.getAttribute('aria-checked') === 'true';
    const fetches = recordFetch();
    try {
      await userEvent.click(flag);
      await expect(flag).toHaveAttribute('aria-checked', String(!wasOn));
      await waitFor(() => expect(fetches.to('/benutzer').filter((r) => r.method === 'PATCH')).toHaveLength(1), {
        timeout: 3000,
      });
      await expect(fetches.to('/benutzer').find((r) => r.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/data/benutzer?user_id=eq.3',
        body: { mail_new: !wasOn },
      });
    } finally {
      fetches.restore();
    }
  },
};

export const MailFlagFailsRollsBack: Story = {
  name: 'Mail-Schalter springt zurück',
  parameters: {
    msw: { handlers: withFaults({ 'PATCH /benutzer': { status: 500, message: 'Speicherplatz erschöpft.' } }) },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const flag = within(canvasElement).getByRole('switch', { name: 'Registrierung' });
    const before = flag.getAttribute('aria-checked');
    await userEvent.click(flag);
    // The toast's sentence is German only; the service's own text is its details line.
    const sentence = await screen.findByText(
      'Die Mail-Einstellung „Registrierung“ wurde nicht gespeichert. Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
    );
    const toast = sentence.closest('[role="alert"]') as HTMLElement;
    await expect(sentence).not.toHaveTextContent('Speicherplatz erschöpft.');
    await expect(within(toast).getByText('Meldung des Dienstes: Speicherplatz erschöpft.')).toBeInTheDocument();
    await waitFor(() => expect(flag).toHaveAttribute('aria-checked', before));
  },
};

export const BerufsgruppeSaves: Story = {
  name: 'Berufsgruppe speichern',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const select = within(canvasElement).getByRole('combobox', { name: 'Berufsgruppe' });
    const next = (select as HTMLSelectElement).value === 'Sonstige' ? 'Lehrer/in' : 'Sonstige';
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(select, next);
      await waitFor(() => expect(fetches.to('/benutzer').filter((r) => r.method === 'PATCH')).toHaveLength(1), {
        timeout: 3000,
      });
      await expect(fetches.to('/benutzer').find((r) => r.method === 'PATCH')?.body).toEqual({ berufsgruppe: next });
      await waitFor(() => expect(select).toHaveValue(next));
      // The change is confirmed to the person, as every other change on this page is.
      await expect(await screen.findByText('Berufsgruppe gespeichert.')).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

export const DisconnectAndConnect: Story = {
  name: 'Konto trennen und verbinden',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const [disconnect] = await canvas.findAllByRole('button', { name: /^Konto von .+ trennen$/ });
    const clientName = /^Konto von (.+) trennen$/.exec(disconnect!.getAttribute('aria-label') ?? '')?.[1] ?? '';
    const fetches = recordFetch();
    try {
      await userEvent.click(disconnect!);
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Konto trennen?' })).getByRole('button', {
          name: 'Trennen',
        }),
      );
      const connect = await canvas.findByRole('button', { name: `Konto mit ${clientName} verbinden` });
      const [disconnected] = fetches.to('/rpc/a_disconnect_user_from_client');
      await expect(disconnected?.body).toMatchObject({ username: 'experte@waldmonitor.example', user_id: '3' });
      const clientId = (disconnected?.body as { client_id: string }).client_id;
      await expect(await screen.findByText(`Konto von ${clientName} getrennt.`)).toBeInTheDocument();

      await userEvent.click(connect);
      await canvas.findByRole('button', { name: `Konto von ${clientName} trennen` });
      await expect(fetches.to('/rpc/a_connect_user_to_client')[0]?.body).toEqual({
        username: 'experte@waldmonitor.example',
        user_id: '3',
        client_id: clientId,
      });
    } finally {
      fetches.restore();
    }
  },
};

export const AddToClientWithCadastre: Story = {
  name: 'Kunde mit Kataster-Zugriff hinzufügen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const select = await canvas.findByRole<HTMLSelectElement>('combobox', { name: 'Weiteren Kunden hinzufügen' });
    const fetches = recordFetch();
    try {
      // The clients come from a search on the service, the first 20 by name.
      await userEvent.type(canvas.getByRole('textbox', { name: 'Kunden suchen' }), 'wald');
      await waitFor(() => expect(select.options.length).toBeGreaterThan(1), { timeout: 5000 });
      await expect(fetches.queriesTo('/rpc/a_get_all_clients').at(-1)).toBe(
        'aktiv=is.true&name_suche=ilike.*wald*&order=name.asc,client_id.asc&limit=20&offset=0',
      );
      const option = select.options[1]!;
      const name = option.text.replace(/ \([^)]*\)$/, '');
      await userEvent.selectOptions(select, option);
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Mit Kataster-Zugriff' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Hinzufügen' }));
      await waitFor(() => expect(fetches.to('/rpc/a_add_user_to_client')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_add_user_to_client')[0]?.body).toEqual({
        user_id: '3',
        client_id: option.value,
        kataster_enabled: true,
      });
      const switchOfNewClient = await canvas.findByRole('switch', { name: `Kataster-Zugriff bei ${name}` });
      await expect(switchOfNewClient).toHaveAttribute('aria-checked', 'true');
    } finally {
      fetches.restore();
    }
  },
};

export const CitizenWithoutAccounts: Story = {
  name: 'Standard-Nutzer ohne Konten',
  parameters: { router: { initialEntries: ['/users/2'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Birgit Brandt' })).toBeInTheDocument();
    await expect(canvas.getByText('Standard-Nutzer')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Nicht gefunden',
  parameters: { router: { initialEntries: ['/users/9999'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Nutzer nicht gefunden' })).toBeInTheDocument();
    await expect(canvas.getByText(/Es gibt keinen Nutzer mit der Nummer 9999\./)).toBeInTheDocument();
  },
};

export const NonNumericId: Story = {
  name: 'Ungültige Nutzernummer',
  parameters: { router: { initialEntries: ['/users/abc'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Nutzer nicht gefunden' }),
    ).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ 'GET /benutzer': { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Der Nutzer konnte nicht geladen werden.')).toBeInTheDocument();
    await expect(canvas.getByText(/Datenbank nicht erreichbar\./)).toBeInTheDocument();
  },
};
