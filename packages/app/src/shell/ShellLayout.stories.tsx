import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { DEMO_USERS, type DemoUserKey } from '@waldmonitor/mocks';
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
 * page inside, its data from the mock service. (Chrome/AppLayout shows the same frame with a
 * stand-in page and no service.)
 */
const meta = {
  title: 'Chrome/App-Rahmen je Rolle (ShellLayout)',
  component: ShellLayout,
  ...connectedPage,
  loaders: [
    ...connectedPage.loaders,
    // The shell reads the signed-in person from the session store, as after a real sign-in.
    async ({ parameters }) => {
      const { email } = DEMO_USERS[(parameters.session ?? 'admin') as DemoUserKey];
      const client = createDataClient({ baseUrl: MOCK_DATA_URL, getToken: () => demoToken(email) });
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
): Story => ({
  parameters: { session, router: { initialEntries: [path] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeVisible();
    const tags = screen.getByRole('navigation', { name: 'Geöffnete Seiten' });
    await expect(within(tags).getByRole('link', { name: tag })).toBeVisible();
    await expect(within(screen.getByRole('banner')).getByText(roleLabel)).toBeInTheDocument();
  },
});

/** A citizen (Bürger) on the dashboard. */
export const Citizen = shellStory('buerger', '/dashboard', /^Guten Tag/, 'Dashboard', 'Standard-Nutzer');
/** An expert on the maps list. */
export const Expert = shellStory('experte', '/gis/index', 'Karten', 'GIS', 'Experte');
/** An administrator on the users list. */
export const Administrator = shellStory('admin', '/users/index', 'Nutzer', 'Nutzer', 'Administrator');
