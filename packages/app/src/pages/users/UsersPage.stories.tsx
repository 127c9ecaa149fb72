import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../testing/ConnectedStory';
import { recordFetch } from '../../testing/recordFetch';
import { UsersPage } from './UsersPage';
import { OPEN_REQUESTS, rowOf, table } from './usersPageStory';

const meta = {
  title: 'Screens/Nutzer/Nutzerliste · verbunden (UsersPage)',
  component: UsersPage,
  ...connectedPageAt('/users/index'),
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 6 demo users and 60 generated ones: the service's total, the table knows the 66 rows beyond its page.
    await waitFor(() => expect(canvas.getByText('66 Nutzer')).toBeInTheDocument());
    await expect(await table(canvasElement)).toHaveAttribute('aria-rowcount', '67');
    // The open requests are counted by the service too: their number stands in their tab.
    await expect(await canvas.findByRole('tab', { name: `Expertenanfragen ${OPEN_REQUESTS} offen` })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

export const ChangeRoleFromMenu: Story = {
  name: 'Rolle über das Menü ändern',
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

/** requirements §5: adding a user with empty names sends null for both. */
export const AddUserWithEmptyNames: Story = {
  name: 'Nutzer ohne Namen anlegen',
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
  name: 'Nutzer mit Kunde anlegen',
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
      const client = dialog.getByRole('combobox', { name: 'Kunde' });
      await userEvent.click(client);
      const listbox = dialog.getByRole('listbox', { name: 'Kunde' });
      const optionTexts = () =>
        within(listbox)
          .queryAllByRole('option')
          .map((option) => option.textContent);
      await waitFor(() => expect(optionTexts().length).toBeGreaterThan(0), { timeout: 5000 });
      const firstPage = optionTexts().join('|');
      await userEvent.type(client, 'wald');
      await waitFor(
        () =>
          expect(fetches.to('/rpc/a_get_all_clients').map((request) => decodeURIComponent(request.path))).toContain(
            '/data/rpc/a_get_all_clients?aktiv=is.true&name_suche=ilike.*wald*&order=name.asc,client_id.asc&limit=20&offset=0',
          ),
        { timeout: 3000 },
      );
      // The first page stays shown until the matches arrive.
      await waitFor(() => expect(optionTexts().join('|')).not.toBe(firstPage), { timeout: 5000 });
      const picked = within(listbox).getAllByRole('option')[0]!;
      const pickedId = picked.getAttribute('data-value');
      await userEvent.click(picked);
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
        client_id: pickedId,
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
  name: 'Nutzer existiert bereits',
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
  name: 'Gefiltert aus der Adresse',
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
  name: 'Seite, Sortierung, Filter beim Dienst',
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
            '/data/benutzer?mail_rejected=is.true&suche=ilike.*example*&order=email.desc,user_id.desc&limit=25&offset=0',
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
  name: 'Mail-Einstellungen in der Liste',
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
  name: 'Laden scheitert',
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
  name: 'Lädt',
  parameters: { msw: { handlers: withFaults({ 'GET /benutzer': { latencyMs: 60_000 } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};
