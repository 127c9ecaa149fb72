import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Kunde · verbunden (ClientDetailSection)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard?bereich=kunden&id=3'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The section's code and the client's read come first; on a shared machine that takes more
// than findBy's default second (it ran out at load 10 with the page still loading the client).
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '07051 696781 anrufen' })).toHaveAttribute('href', 'tel:07051696781');
    await expect(canvas.getByRole('link', { name: 'Karten des Kunden im GIS' })).toHaveAttribute(
      'href',
      '/gis/index?kunde=3',
    );
    // Gauß-Krüger zone 3 in Baden-Württemberg: fine for old data.
    await expect(canvas.getByRole('combobox', { name: 'Koordinatensystem (EPSG)' })).toHaveAccessibleDescription(
      /Gauß-Krüger-Streifen in Baden-Württemberg/,
    );
  },
};

/**
 * Deactivating through the data service (a_set_client_active): asked first, then the page reads
 * the client again and shows it marked, with "Kunde wieder aktivieren"; the clients list then
 * leaves it out of the active ones.
 */
export const DeactivateAndActivateAgain: Story = {
  name: 'Deaktivieren und wieder aktivieren',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Deaktiviert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde deaktivieren' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '„Stadt Calw“ deaktivieren?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kunde deaktivieren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Deaktiviert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde wieder aktivieren' }));
    const again = within(await screen.findByRole('alertdialog', { name: '„Stadt Calw“ wieder aktivieren?' }));
    await userEvent.click(again.getByRole('button', { name: 'Kunde wieder aktivieren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.queryByText('Deaktiviert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kunde deaktivieren' })).toBeInTheDocument();
  },
};

/** Recorded from before the page mounts: the map's extent is read as the client page opens. */
let areaFetches: ReturnType<typeof recordFetch> | null = null;

/** The client's area: a_get_bbox_from_client {client_id} (id as text), drawn on the small map. */
export const ClientAreaOnTheMap: Story = {
  name: 'Kundengebiet auf der Karte',
  beforeEach: () => {
    areaFetches = recordFetch();
    return () => areaFetches?.restore();
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Gebiet der Karten von Stadt Calw' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('.wm-bbox')).not.toBeNull(), { timeout: 5000 });
    await expect(areaFetches?.to('/rpc/a_get_bbox_from_client').map((request) => request.body)).toEqual([
      { client_id: '3' },
    ]);
  },
};

/** requirements §7 PATCH /kunde: "{bundesland} or {epsg}", one field at a time. */
export const BundeslandAndEpsgOneAtATime: Story = {
  name: 'Bundesland und EPSG einzeln',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'SN');
      // The shared machine can be slow: the reads after each PATCH get more than a second.
      const slow = { timeout: 5000 };
      await waitFor(() => expect(fetches.to('/kunde')).toHaveLength(1), slow);
      const epsg = canvas.getByRole('combobox', { name: 'Koordinatensystem (EPSG)' });
      await waitFor(() => expect(epsg).toHaveAccessibleDescription(/passt nicht zu Sachsen/), slow);
      await userEvent.click(await canvas.findByRole('button', { name: 'EPSG:25833 übernehmen' }, slow));
      await waitFor(() => expect(epsg).toHaveValue('25833'), slow);
      await expect(fetches.to('/kunde').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        { method: 'PATCH', path: '/data/kunde?client_id=eq.3', body: { bundesland: 'SN' } },
        { method: 'PATCH', path: '/data/kunde?client_id=eq.3', body: { epsg: 25833 } },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

export const MasterDataAndFolder: Story = {
  name: 'Stammdaten und Projektordner',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const fetches = recordFetch();
    try {
      const surname = canvas.getByRole('textbox', { name: 'Nachname' });
      await userEvent.clear(surname);
      await userEvent.type(surname, 'Buchholz-Wagner');
      await userEvent.click(canvas.getByRole('button', { name: 'Stammdaten speichern' }));
      await expect(
        await screen.findByText('Stammdaten gespeichert.', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      await expect(fetches.to('/rpc/a_update_client_details').map((request) => request.body)).toEqual([
        {
          client_id: '3',
          name: 'Stadt Calw',
          name_zusatz: 'Amt für Liegenschaften und Forsten',
          strasse: 'Birkenweg 13',
          plz: '75365',
          ort: 'Calw',
          ap_gender: 'Frau',
          ap_vorname: 'Greta',
          ap_nachname: 'Buchholz-Wagner',
          ap_tel: '07051 696781',
        },
      ]);
      const folder = canvas.getByRole('textbox', { name: 'Projektordner' });
      await userEvent.clear(folder);
      await userEvent.type(folder, '/projekte/2026/003_Calw');
      await userEvent.click(canvas.getByRole('button', { name: 'Ordner speichern' }));
      await expect(
        await screen.findByText('Projektordner gespeichert.', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      await expect(fetches.to('/rpc/a_set_projektordner').map((request) => request.body)).toEqual([
        { client_id: '3', ordner: '/projekte/2026/003_Calw' },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

export const KatasterSwitchSaves: Story = {
  name: 'Kataster-Schalter speichert',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const toggle = within(canvasElement).getByRole('switch', { name: 'Kataster für diesen Kunden' });
    await expect(toggle).not.toBeChecked();
    const fetches = recordFetch();
    try {
      await userEvent.click(toggle);
      await waitFor(() => expect(fetches.to('/rpc/a_set_kataster_for_client')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_set_kataster_for_client')[0]?.body).toEqual({
        client_id: '3',
        kataster_status: true,
      });
    } finally {
      fetches.restore();
    }
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/** The client's people: connect an account, then disconnect it again after the question. */
/** The client's users: 25 a page by name, the search asked of the service, the total from its count. */
export const UsersSearchedOnTheService: Story = {
  name: 'Nutzersuche beim Dienst',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('table', { name: 'Zugeordnete Nutzer' });
    const toolbar = canvas.getByRole('search', { name: 'Zugeordnete Nutzer filtern' });
    await waitFor(() => expect(within(toolbar).getByRole('status')).toHaveTextContent(/\d+ Nutzer/));
    const fetches = recordFetch();
    try {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Nutzer des Kunden suchen' }), 'zz');
      await waitFor(
        () => expect(fetches.queriesTo('/rpc/a_get_appusers_from_client').at(-1)).toContain('suche=ilike.*zz*'),
        { timeout: 5000 },
      );
      await expect(fetches.queriesTo('/rpc/a_get_appusers_from_client').at(-1)).toBe(
        'suche=ilike.*zz*&order=last_name.asc,first_name.asc,user_id.asc&limit=25&offset=0',
      );
      await expect(await within(users).findByText('Keine Nutzer des Kunden gefunden.')).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

export const ConnectAndDisconnectUser: Story = {
  name: 'Konto verbinden und trennen',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const connect = await canvas.findByRole('button', { name: /^Konto von .+ verbinden$/ });
    const name = /^Konto von (.+) verbinden$/.exec(connect.getAttribute('aria-label') ?? '')?.[1] ?? '';
    const fetches = recordFetch();
    try {
      await userEvent.click(connect);
      const disconnect = await canvas.findByRole('button', { name: `Konto von ${name} trennen` }, { timeout: 5000 });
      await userEvent.click(disconnect);
      const dialog = await screen.findByRole('alertdialog', { name: 'Konto trennen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
      // The page is hidden from the accessibility tree until the dialog has gone.
      await expect(
        await canvas.findByRole('button', { name: `Konto von ${name} verbinden` }, { timeout: 5000 }),
      ).toBeInTheDocument();
      const body = fetches.to('/rpc/a_connect_user_to_client')[0]?.body as Record<string, string>;
      await expect(body).toEqual({ username: expect.stringContaining('@'), user_id: '31', client_id: '3' });
      await expect(fetches.to('/rpc/a_disconnect_user_from_client').map((request) => request.body)).toEqual([body]);
    } finally {
      fetches.restore();
    }
  },
};

export const AddUserAndCadastreAccess: Story = {
  name: 'Nutzer mit Kataster-Zugriff hinzufügen',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Vorhandenen Nutzer hinzufügen' });
    // The choice fills with the users the service finds for the search (GET /benutzer searched, 20 at most).
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nutzer suchen' }), 'Brandt');
    await within(select).findByRole('option', { name: /^Birgit Brandt/ }, { timeout: 5000 });
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(select, '2');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Mit Kataster-Zugriff' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Hinzufügen' }));
      await expect(
        await screen.findByText('Birgit Brandt arbeitet jetzt für Stadt Calw.', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      const access = await canvas.findByRole('switch', { name: 'Kataster-Zugriff für Birgit Brandt' });
      await userEvent.click(access);
      await expect(
        await screen.findByText('Kataster-Zugriff für Birgit Brandt ausgeschaltet.', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      await expect(fetches.to('/rpc/a_add_user_to_client').map((request) => request.body)).toEqual([
        { user_id: '2', client_id: '3', kataster_enabled: true },
        { user_id: '2', client_id: '3', kataster_enabled: false },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

export const CreateUserForClient: Story = {
  name: 'Nutzer für den Kunden anlegen',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nutzer anlegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nutzer anlegen' }));
    // The preset client shows by its name though the choice reads only the first matches.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue(/^Stadt Calw/));
    const fetches = recordFetch();
    try {
      const mail = dialog.getByRole('textbox', { name: 'E-Mail-Adresse' });
      await userEvent.type(mail, 'experte@waldmonitor.example');
      await userEvent.tab();
      await waitFor(() => expect(mail).toHaveAccessibleDescription(/gehört bereits zu Erik Eichhorn/));
      await expect(fetches.to('/rpc/a_get_user_name').map((request) => request.body)).toEqual([
        { g_mail: 'experte@waldmonitor.example' },
      ]);
      await expect(fetches.to('/rpc/a_get_user_exists').map((request) => request.body)).toEqual([
        { db_role: 'experte@waldmonitor.example' },
      ]);
      await userEvent.clear(mail);
      await userEvent.type(mail, 'revier@calw.example');
      await userEvent.tab();
      await waitFor(() => expect(mail).toHaveAccessibleDescription(/noch nicht bekannt/));
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Zugriff auf den Kataster des Kunden' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Nutzer anlegen' }));
      await waitFor(() => expect(fetches.to('/rpc/a_add_user')).toHaveLength(1));
      await expect(fetches.to('/rpc/a_add_user')[0]?.body).toEqual({
        mail: 'revier@calw.example',
        first_name: null,
        last_name: null,
        kataster_enabled: true,
        apus_team: false,
        apus_admin: false,
        client_id: '3',
      });
    } finally {
      fetches.restore();
    }
  },
};

/**
 * The client's open items from the demo's SQL: the first ten of GET /offene_posten for this
 * client, soonest due first, each linked to its invoice and its overdue days marked, the
 * client's sums, and the way to all of them. The seed leaves invoice 45 of this client unpaid.
 */
export const OpenItems: Story = {
  name: 'Offene Posten',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden&id=1'] } },
  play: async ({ canvasElement }) => {
    const fetches = recordFetch();
    try {
      await heading(canvasElement, 'Forstbetriebsgemeinschaft Oberes Murgtal w. V.');
      const canvas = within(canvasElement);
      const card = within(await canvas.findByRole('region', { name: 'Offene Posten des Kunden' }));
      const invoice = await card.findByRole('link', { name: 'Nr. 45' }, { timeout: 10_000 });
      await expect(invoice).toHaveAttribute('href', '/dashboard?bereich=rechnungen&id=45');
      const row = within(invoice.closest('tr')!);
      await expect(row.getByText(/^\d+ Tage$/)).toBeVisible();
      await expect(row.getByText(/^23\.432,17\s€$/)).toBeVisible();
      const sums = within(await canvas.findByLabelText('Summe der offenen Posten des Kunden'));
      await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^23\.432,17\s€$/);
      await expect(sums.getByText('davon überfällig').nextElementSibling).toHaveTextContent(/^23\.432,17\s€$/);
      await expect(canvas.getByRole('link', { name: 'Alle offenen Posten des Kunden' })).toHaveAttribute(
        'href',
        '/dashboard?bereich=offene-posten&kunde=1',
      );
      await expect(fetches.queriesTo('/offene_posten')).toContain(
        'client_id=eq.1&order=faellig_am.asc,id.asc&limit=10&offset=0',
      );
      await expect(fetches.to('/rpc/a_get_open_item_totals').at(-1)?.body).toEqual({
        client_id: '1',
        altersklasse: null,
      });
    } finally {
      fetches.restore();
    }
  },
};

/** A client the seed owes nothing: the card says so, with no sums and no link. */
export const NoOpenItems: Story = {
  name: 'Keine offenen Posten',
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const card = within(within(canvasElement).getByRole('region', { name: 'Offene Posten des Kunden' }));
    await expect(await card.findByText('Keine offenen Posten.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Alle offenen Posten des Kunden' })).toBeNull();
  },
};
