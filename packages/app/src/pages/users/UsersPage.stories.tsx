import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../testing/ConnectedStory';
import { tabTo } from '../../testing/keyboard';
import { recordFetch } from '../../testing/recordFetch';
import { UsersPage } from './UsersPage';

const meta = {
  title: 'Screens/Nutzer/Nutzerliste · verbunden (UsersPage)',
  component: UsersPage,
  ...connectedPage,
  parameters: { ...connectedPage.parameters, session: 'admin', router: { initialEntries: ['/users/index'] } },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Alle Nutzer' });
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  // A user without a name is listed by e-mail, so the text may be in two cells of the row.
  (await within(await table(canvasElement)).findAllByText(name))[0]!.closest('tr') as HTMLTableRowElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 6 demo users and 60 generated ones: the service's total, the table knows the 66 rows beyond its page.
    await waitFor(() => expect(canvas.getByText('66 Nutzer')).toBeInTheDocument());
    const requests = within(await canvas.findByRole('region', { name: /Offene Expertenanfragen/ }));
    await expect(requests.getByText('Andreas Ahrens')).toBeInTheDocument();
    await expect(await table(canvasElement)).toHaveAttribute('aria-rowcount', '67');
  },
};

/** Approving sends ogf_expert for the pending user, and the row changes. */
export const ApproveSendsStatusAndRowChanges: Story = {
  parameters: { router: { initialEntries: ['/users/index?suche=anfrage%40'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, 'Ahrens, Andreas');
    await expect(within(row).getByText('Expertenanfrage offen')).toBeInTheDocument();
    const fetches = recordFetch();
    try {
      await userEvent.click(
        // The open requests are a read of their own, answered after the list's page.
        await canvas.findByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(fetches.to('/rpc/a_change_app_status').map((request) => request.body)).toEqual([
        { user_id: '5', username: 'anfrage@waldmonitor.example', status: 'ogf_expert' },
      ]);
    } finally {
      fetches.restore();
    }
    await expect(within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Experte')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' })).toBeNull();
    await expect(await screen.findByText('Andreas Ahrens ist jetzt Experte.')).toBeInTheDocument();
  },
};

/** The whole decision with the keyboard alone: Tab to "Annehmen", Enter, confirm with Enter. */
export const ApproveWithKeyboardOnly: Story = {
  parameters: { router: { initialEntries: ['/users/index?suche=anfrage%40'] } },
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
    await expect(within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Experte')).toBeInTheDocument();
  },
};

export const RejectSendsCitizen: Story = {
  parameters: { router: { initialEntries: ['/users/index?suche=anfrage%40'] } },
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
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Standard-Nutzer')).toBeInTheDocument(),
    );
  },
};

export const ChangeRoleFromMenu: Story = {
  parameters: { router: { initialEntries: ['/users/index?suche=experte%40'] } },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('button', { name: 'Aktionen für Erik Eichhorn' });
    const fetches = recordFetch();
    try {
      await userEvent.click(menu);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Rolle „Administrator“ zuweisen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Rolle ändern?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
      await waitFor(() => expect(fetches.to('/rpc/a_change_app_status')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_change_app_status')[0]?.body).toEqual({
        user_id: '3',
        username: 'experte@waldmonitor.example',
        status: 'ogf_admin',
      });
    } finally {
      fetches.restore();
    }
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, 'Eichhorn, Erik')).getByText('Administrator')).toBeInTheDocument(),
    );
  },
};

export const ChangeRoleFails: Story = {
  parameters: {
    router: { initialEntries: ['/users/index?suche=anfrage%40'] },
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
    await expect(
      within(await rowOf(canvasElement, 'Ahrens, Andreas')).getByText('Expertenanfrage offen'),
    ).toBeInTheDocument();
  },
};

/**
 * A conflict (409) on a role change, which asks for no input: the dialog says the role was
 * changed elsewhere meanwhile, not "enter another value".
 */
export const ChangeRoleConflict: Story = {
  parameters: {
    router: { initialEntries: ['/users/index?suche=anfrage%40'] },
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

/** requirements §5: adding a user with empty names sends null for both. */
export const AddUserWithEmptyNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Nutzer anlegen' })[0]!);
      const dialog = within(await screen.findByRole('dialog', { name: 'Nutzer anlegen' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'neu.im.forst@web.example');
      await userEvent.click(dialog.getByRole('button', { name: 'Nutzer anlegen' }));
      // The dialog closes once the user is saved and the list is fresh again.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nutzer anlegen' })).toBeNull(), {
        timeout: 5000,
      });
      await expect(fetches.to('/rpc/a_add_user').map((request) => request.body)).toEqual([
        {
          mail: 'neu.im.forst@web.example',
          first_name: null,
          last_name: null,
          kataster_enabled: false,
          apus_team: false,
          apus_admin: false,
          client_id: null,
        },
      ]);
    } finally {
      fetches.restore();
    }
    await expect(await screen.findByText('neu.im.forst@web.example wurde angelegt.')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'neu.im.forst');
    await expect(await rowOf(canvasElement, 'neu.im.forst@web.example')).toHaveTextContent('Standard-Nutzer');
  },
};

/**
 * The client is searched: the service is asked for the first 20 matches of what is typed,
 * never for every client (a_get_all_clients without `limit`, 630 kB at 2,000 clients).
 */
export const AddUserWithClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Nutzer anlegen' })[0]!);
      const dialog = within(await screen.findByRole('dialog', { name: 'Nutzer anlegen' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'joerg.mueller@forst.example');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Vorname' }), 'Jörg');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Nachname' }), 'Müller');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Kunde suchen' }), 'wald');
      await waitFor(
        () =>
          expect(fetches.to('/rpc/a_get_all_clients').map((request) => decodeURIComponent(request.path))).toContain(
            '/data/rpc/a_get_all_clients?or=(name.ilike.*wald*,ort.ilike.*wald*)&order=name.asc,client_id.asc&limit=20&offset=0',
          ),
        { timeout: 3000 },
      );
      const client = dialog.getByRole<HTMLSelectElement>('combobox', { name: 'Kunde' });
      // The first page stays shown until the matches arrive.
      await waitFor(() => expect(client.options[1]?.textContent).toMatch(/wald/i));
      await userEvent.selectOptions(client, client.options[1]!);
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Zugriff auf den Kataster des Kunden' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Nutzer anlegen' }));
      await waitFor(() => expect(fetches.to('/rpc/a_add_user')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_add_user')[0]?.body).toEqual({
        mail: 'joerg.mueller@forst.example',
        first_name: 'Jörg',
        last_name: 'Müller',
        kataster_enabled: true,
        apus_team: false,
        apus_admin: false,
        // requirements §7: ids are sent as text.
        client_id: client.options[1]!.value,
      });
      await expect(fetches.to('/rpc/a_get_all_clients').filter((request) => !request.path.includes('limit='))).toEqual(
        [],
      );
    } finally {
      fetches.restore();
    }
    // Said once the list is fresh again.
    await expect(await screen.findByText('Jörg Müller wurde angelegt.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const AddUserAlreadyExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Nutzer anlegen' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nutzer anlegen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'admin@waldmonitor.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vorname' }), 'Zweite');
    await userEvent.click(dialog.getByRole('button', { name: 'Nutzer anlegen' }));
    // The store's unique violation (409 23505) reads in German, the raw text as details.
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      /^Der Nutzer wurde nicht angelegt\. Ein Eintrag mit diesem Wert existiert bereits\. Bitte geben Sie einen anderen Wert ein\./,
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: duplicate key value violates unique constraint');
    await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('admin@waldmonitor.example');
    await expect(dialog.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Zweite');
    // The message names the e-mail: editing the name keeps it, editing the e-mail removes it.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vorname' }), 'r');
    await expect(dialog.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'x');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const FilteredFromUrl: Story = {
  parameters: { router: { initialEntries: ['/users/index?rolle=ogf_admin'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Rolle' })).toHaveValue('ogf_admin');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d Nutzer$/));
    const rows = within(await table(canvasElement))
      .getAllByRole('row')
      .slice(1);
    await expect(rows.every((row) => row.textContent?.includes('Administrator'))).toBe(true);
  },
};

/**
 * The list asks the service for one page: search, role, mail flag, sort and page in the
 * query string, the total from Content-Range; the address holds the same view.
 */
export const PagedSortedAndFilteredOnTheService: Story = {
  parameters: { router: { initialEntries: ['/users/index?mail=mail_rejected&sortierung=-email&seite=2'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fetches = recordFetch();
    try {
      await expect(await canvas.findByRole('combobox', { name: 'Mail' })).toHaveValue('mail_rejected');
      const pages = await canvas.findByRole('navigation', { name: 'Alle Nutzer: Seiten' });
      await expect(within(pages).getByRole('button', { name: 'Seite 2', current: 'page' })).toBeInTheDocument();
      await expect(canvas.getByRole('columnheader', { name: /E-Mail/ })).toHaveAttribute('aria-sort', 'descending');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'example');
      // The search reaches the service once typing pauses, at page 1.
      await waitFor(
        () =>
          expect(fetches.to('/benutzer').map((request) => decodeURIComponent(request.path))).toContain(
            '/data/benutzer?mail_rejected=is.true&or=(first_name.ilike.*example*,last_name.ilike.*example*,email.ilike.*example*)&order=email.desc,user_id.desc&limit=25&offset=0',
          ),
        { timeout: 3000 },
      );
    } finally {
      fetches.restore();
    }
  },
};

/** An administrator changes a user's mails in the list (PATCH /benutzer), and the row follows. */
export const MailFlagsChangedFromTheList: Story = {
  parameters: { router: { initialEntries: ['/users/index?suche=experte%40'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mail-Einstellungen von Erik Eichhorn ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail-Einstellungen von Erik Eichhorn' });
    const flag = within(dialog).getByRole('switch', { name: 'Expertenanfragen' });
    const wasOn = flag.getAttribute('aria-checked') === 'true';
    const fetches = recordFetch();
    try {
      await userEvent.click(flag);
      await expect(flag).toHaveAttribute('aria-checked', String(!wasOn));
      await waitFor(() => expect(fetches.to('/benutzer').filter((r) => r.method === 'PATCH')).toHaveLength(1));
      await expect(fetches.to('/benutzer').find((r) => r.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/data/benutzer?user_id=eq.3',
        body: { mail_expert_request: !wasOn },
      });
    } finally {
      fetches.restore();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    const row = await rowOf(canvasElement, 'Eichhorn, Erik');
    await waitFor(() =>
      wasOn ? expect(row).not.toHaveTextContent('Expertenanfragen') : expect(row).toHaveTextContent('Expertenanfragen'),
    );
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: withFaults({ 'GET /benutzer': { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The service's own text is a details line of the failure (failureMessage).
    await expect((await canvas.findAllByText(/Datenbank nicht erreichbar\./)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Erneut versuchen' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withFaults({ 'GET /benutzer': { latencyMs: 60_000 } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};
