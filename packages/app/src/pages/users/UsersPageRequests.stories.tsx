import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../testing/ConnectedStory';
import { tabTo } from '../../testing/keyboard';
import { recordFetch } from '../../testing/recordFetch';
import { UsersPage } from './UsersPage';
import { OPEN_REQUESTS, rowOf, table } from './usersPageStory';

/** The users page's expert requests: one page at a time from the service, approved or rejected. */
const meta = {
  title: 'Screens/Nutzer/Nutzerliste – Expertenanfragen · verbunden (UsersPage)',
  component: UsersPage,
  ...connectedPage,
  parameters: { ...connectedPage.parameters, session: 'admin', router: { initialEntries: ['/users/index'] } },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Offene Expertenanfragen' });

let requestFetches: ReturnType<typeof recordFetch> | null = null;

/**
 * The overview's link opens the requests' tab: one page of `app_status=eq.ogf_expert_query`,
 * the oldest registration first, counted by the service (Content-Range), never the first 50
 * rows counted in the browser. A sort by name asks the service again.
 */
export const RequestsPagedOnTheService: Story = {
  name: 'Anfragen seitenweise vom Dienst',
  parameters: { router: { initialEntries: ['/users/index?tab=anfragen'] } },
  beforeEach: () => {
    requestFetches = recordFetch();
    return () => requestFetches?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requests = await requestsTable(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${OPEN_REQUESTS} offene Anfragen`));
    await expect(requests).toHaveAttribute('aria-rowcount', String(OPEN_REQUESTS + 1));
    const paths = () => (requestFetches?.to('/benutzer') ?? []).map((request) => decodeURIComponent(request.path));
    await expect(paths()).toContain(
      '/data/benutzer?app_status=eq.ogf_expert_query&order=reg_date.asc,user_id.asc&limit=25&offset=0',
    );
    await expect(paths().some((path) => path.includes('limit=50'))).toBe(false);
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() =>
      expect(paths()).toContain(
        '/data/benutzer?app_status=eq.ogf_expert_query&order=last_name.asc.nullslast,first_name.asc.nullslast,user_id.asc&limit=25&offset=0',
      ),
    );
    // The users list is one click away.
    await userEvent.click(canvas.getByRole('tab', { name: 'Nutzer' }));
    await expect(await table(canvasElement)).toBeInTheDocument();
  },
};

/** Approving sends ogf_expert for the pending user: the request leaves the list, its count and the row change. */
export const ApproveSendsStatusAndRowChanges: Story = {
  name: 'Anfrage annehmen',
  parameters: { router: { initialEntries: ['/users/index?tab=anfragen&suche=anfrage%40'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' });
    const fetches = recordFetch();
    try {
      await userEvent.click(approve);
      const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(fetches.to('/rpc/a_change_app_status').map((request) => request.body)).toEqual([
        { user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_expert' },
      ]);
    } finally {
      fetches.restore();
    }
    await expect(await screen.findByText('Andreas Ahrens ist jetzt Experte.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: `Expertenanfragen ${OPEN_REQUESTS - 1} offen` })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Nutzer' }));
    await expect(within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Experte')).toBeInTheDocument();
  },
};

/** The whole decision with the keyboard alone: Tab to "Annehmen", Enter, confirm with Enter. */
export const ApproveWithKeyboardOnly: Story = {
  name: 'Annehmen nur mit Tastatur',
  parameters: { router: { initialEntries: ['/users/index?tab=anfragen&anfragen_suche=anfrage%40'] } },
  play: async ({ canvasElement }) => {
    const approve = await within(canvasElement).findByRole('button', {
      name: 'Expertenanfrage von Andreas Ahrens annehmen',
    });
    const fetches = recordFetch();
    try {
      await tabTo(approve);
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annehmen' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(fetches.to('/rpc/a_change_app_status').map((request) => request.body)).toEqual([
        { user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_expert' },
      ]);
    } finally {
      fetches.restore();
    }
    // The search found only Andreas: the list is empty now.
    await expect(await within(canvasElement).findByText('Keine Anfrage gefunden.')).toBeInTheDocument();
  },
};

export const RejectSendsCitizen: Story = {
  name: 'Anfrage ablehnen',
  parameters: { router: { initialEntries: ['/users/index?tab=anfragen&suche=anfrage%40'] } },
  play: async ({ canvasElement }) => {
    const reject = await within(canvasElement).findByRole('button', {
      name: 'Expertenanfrage von Andreas Ahrens ablehnen',
    });
    const fetches = recordFetch();
    try {
      await userEvent.click(reject);
      const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage ablehnen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
      await waitFor(() => expect(fetches.to('/rpc/a_change_app_status')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_change_app_status')[0]?.body).toEqual({
        user_id: '5',
        username: 'anfrage@waldmonitor.example',
        status: 'ogf_citizens',
      });
    } finally {
      fetches.restore();
    }
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('button', { name: 'Expertenanfrage von Andreas Ahrens ablehnen' }),
      ).toBeNull(),
    );
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Nutzer' }));
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Standard-Nutzer')).toBeInTheDocument(),
    );
  },
};

export const ChangeRoleFails: Story = {
  name: 'Rolle ändern scheitert',
  parameters: {
    router: { initialEntries: ['/users/index?tab=anfragen&anfragen_suche=anfrage%40'] },
    msw: {
      handlers: withFaults({ a_change_app_status: { status: 403, message: 'Keine Berechtigung für diese Änderung.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keine Berechtigung für diese Änderung.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing changed: the request is still open.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    ).toBeInTheDocument();
  },
};

/**
 * A conflict (409) on a role change, which asks for no input: the dialog says the role was
 * changed elsewhere meanwhile, not "enter another value".
 */
export const ChangeRoleConflict: Story = {
  name: 'Rolle anderweitig geändert',
  parameters: {
    router: { initialEntries: ['/users/index?tab=anfragen&anfragen_suche=anfrage%40'] },
    msw: {
      handlers: withFaults({
        a_change_app_status: { status: 409, message: 'could not serialize access due to concurrent update' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Rolle von Andreas Ahrens wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand.',
    );
    await expect(alert).not.toHaveTextContent('Bitte geben Sie einen anderen Wert ein.');
  },
};
