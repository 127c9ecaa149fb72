import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { DEMO_USERS, withFaults, type DemoUserKey } from '@waldmonitor/mocks';
import { expect, fn, screen, within } from 'storybook/test';
import { createDataClient } from '../api/client';
import { DEFAULT_CONFIG, MOCK_DATA_URL } from '../config/runtimeConfig';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData, loadUserDataOutcome, sessionFor } from '../session/loadSession';
import { connectedPage } from '../testing/ConnectedStory';
import { loadSettings, saveSettings, SETTINGS_KEY, TAGS_KEY } from './persistence';
import { sessionStore } from './sessionStore';
import { ShellLayout } from './ShellLayout';

/**
 * The assembled shell as each role meets it: the app's sidebar, navbar and tags with a real
 * page inside, its data from the embedded data service. (Chrome/AppLayout shows the same frame with a
 * stand-in page and no service.)
 */
const meta = {
  title: 'Chrome/App-Rahmen je Rolle (ShellLayout)',
  component: ShellLayout,
  // Each story photographed for the review: the shell as each of the six roles meets it.
  tags: ['visual'],
  ...connectedPage,
  loaders: [
    ...connectedPage.loaders,
    // The shell reads the signed-in person from the session store, as after a real sign-in.
    async ({ parameters }) => {
      const { email } = DEMO_USERS[(parameters.session ?? 'admin') as DemoUserKey];
      // 60 s, not the app's 15: the first connected story of a cold Storybook boots the database
      // in the page, which took longer than 15 s at load 5 (the banner said "Nutzerdaten fehlen").
      const client = createDataClient({
        baseUrl: MOCK_DATA_URL,
        getToken: () => demoToken(email),
        timeoutMs: 60_000,
      });
      const identity = { email, id: email };
      const outcome = await loadUserDataOutcome((mail, id) => loadUserData(client, mail, id), identity);
      sessionStore.set(sessionFor(identity, outcome, PRODUCT_ROUTES));
      return {};
    },
  ],
  // The tags bar on (a person's setting, off by default) and no tags kept from another story.
  beforeEach: () => {
    const saved = localStorage.getItem(SETTINGS_KEY);
    saveSettings({ ...loadSettings(), tagsView: true });
    sessionStorage.removeItem(TAGS_KEY);
    return () => {
      if (saved === null) localStorage.removeItem(SETTINGS_KEY);
      else localStorage.setItem(SETTINGS_KEY, saved);
      sessionStorage.removeItem(TAGS_KEY);
    };
  },
  args: { config: DEFAULT_CONFIG, onLogout: fn(async () => undefined) },
  parameters: { ...connectedPage.parameters, layout: 'fullscreen' },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const shellStory = (
  session: DemoUserKey,
  path: string,
  heading: string | RegExp,
  tag: string,
  roleLabel: string,
  lastToLoad?: RegExp,
): Story => ({
  parameters: { session, router: { initialEntries: [path] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeVisible();
    const tags = screen.getByRole('navigation', { name: 'Geöffnete Seiten' });
    await expect(within(tags).getByRole('link', { name: tag })).toBeVisible();
    // The role's name comes with the person's data, which may arrive after the page's heading.
    await expect(await within(screen.getByRole('banner')).findByText(roleLabel)).toBeInTheDocument();
    // The page's last read (the dashboard's published sightings): its photograph shows the page
    // loaded, not a spinner that the database's warmth decides.
    if (lastToLoad)
      await expect(await screen.findByRole('img', { name: lastToLoad }, { timeout: 15_000 })).toBeVisible();
  },
});

const PUBLISHED_MAP = /^Karte: Veröffentlichte Funde auf der Karte/;

/** A newly registered person, not yet approved, on the dashboard. */
export const NewUser: Story = {
  ...shellStory('neu', '/dashboard', /^Guten Tag/, 'Dashboard', 'Neuer Nutzer'),
  name: 'Neuer Nutzer',
};
/** A citizen who asked for the expert mode, the request still open, on the dashboard. */
export const ExpertRequested: Story = {
  ...shellStory('anfrage', '/dashboard', /^Guten Tag/, 'Dashboard', 'Expertenanfrage offen', PUBLISHED_MAP),
  name: 'Expertenanfrage offen',
};
/** A citizen (Bürger) on the dashboard. */
export const Citizen: Story = {
  ...shellStory('buerger', '/dashboard', /^Guten Tag/, 'Dashboard', 'Standard-Nutzer', PUBLISHED_MAP),
  name: 'Standard-Nutzer',
};
/** An expert on the maps list. */
export const Expert: Story = { ...shellStory('experte', '/gis/index', 'Karten', 'GIS', 'Experte'), name: 'Experte' };
/** An administrator on the users list. */
export const Administrator: Story = {
  ...shellStory('admin', '/users/index', 'Nutzer', 'Nutzer', 'Administrator'),
  name: 'Administrator auf der Nutzerliste',
};

/**
 * requirements §4: user data that cannot be loaded (the demo's "defekt" user) → ogf_new. The alert
 * says in German what failed and what to do, the service's text only as a labelled detail; the
 * dashboard promises no approval e-mail; the navbar names the person by the identity's e-mail and
 * says, in the role's place, that the user data are missing (not "Neuer Nutzer"); no raw role value.
 */
export const UserDataFails: Story = {
  name: 'Laden der Nutzerdaten scheitert',
  parameters: { session: 'defekt', router: { initialEntries: ['/dashboard'] } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Guten Tag' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The banner's code loads when the load has failed.
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByText('Ihre Nutzerdaten konnten nicht geladen werden.')).toBeVisible();
    await expect(alert).toHaveTextContent(/wenden Sie sich bitte an die Geschäftsstelle/);
    await expect(within(alert).getByText(/^Meldung des Dienstes: /)).toBeVisible();
    await expect(alert).toHaveTextContent('Die Rolle im Token („Experte“) ist höher als die gespeicherte Rolle');
    await expect(alert).not.toHaveTextContent(/ogf_/);
    await expect(within(alert).getByRole('button', { name: 'Erneut laden' })).toBeVisible();
    await expect(screen.queryByText(/wartet auf Freischaltung/)).toBeNull();
    await expect(screen.queryByText(/Sie erhalten dann eine E-Mail/)).toBeNull();
    const banner = screen.getByRole('banner');
    await expect(within(banner).getByText('Nutzerdaten fehlen')).toBeInTheDocument();
    await expect(within(banner).queryByText('Neuer Nutzer')).toBeNull();
    await expect(within(banner).getByRole('button', { name: `Benutzermenü ${DEMO_USERS.defekt.email}` })).toBeVisible();
    await expect(within(banner).queryByText('Konto')).toBeNull();
  },
};

const DATABASE_MESSAGE = 'could not read block 4711 in file "base/16384/24576"';

/**
 * The database itself fails while the user data loads: its English message is only the labelled
 * details line under the German one, never the notice's main text.
 */
export const UserDataFailsInTheDatabase: Story = {
  name: 'Datenbankfehler bei Nutzerdaten',
  parameters: {
    session: 'buerger',
    router: { initialEntries: ['/dashboard'] },
    msw: { handlers: withFaults({ a_get_user_data: { status: 500, message: DATABASE_MESSAGE } }) },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Guten Tag' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The banner's code loads when the load has failed.
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByText('Ihre Nutzerdaten konnten nicht geladen werden.')).toBeVisible();
    await expect(within(alert).getByText(/^Meldung des Dienstes: /)).toHaveTextContent(
      `Meldung des Dienstes: ${DATABASE_MESSAGE}`,
    );
    await expect(screen.queryByText(/Sie erhalten dann eine E-Mail/)).toBeNull();
    await expect(
      within(screen.getByRole('banner')).getByRole('button', { name: `Benutzermenü ${DEMO_USERS.buerger.email}` }),
    ).toBeVisible();
  },
};
