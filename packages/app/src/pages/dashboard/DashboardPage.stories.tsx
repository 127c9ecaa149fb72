import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { connectedPage } from '../../testing/ConnectedStory';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Screens/Dashboard/Dashboard · verbunden (DashboardPage)',
  component: DashboardPage,
  ...connectedPage,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Administrators get the back office (its own stories: Pages/Dashboard/BackOffice). */
export const Default: Story = {
  name: 'Standard',
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Bereiche der Verwaltung' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
  },
};

/** Experts work in their review queue (its own stories: Pages/Dashboard/Review). */
export const Expert: Story = {
  name: 'Experte',
  parameters: { session: 'experte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Prüfliste' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('region', { name: 'Prüfliste nach Art und Bundesland' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

/** Citizens see the published sightings (charts, map, tables) and how to become an expert; no promise to report here. */
export const Citizen: Story = {
  name: 'Standard-Nutzer',
  parameters: { session: 'buerger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Expertenstatus beantragen' })).toHaveAttribute(
      'href',
      '/profile/index?tab=experte',
    );
    await expect(canvas.queryByRole('link', { name: /GIS/ })).toBeNull();
    const slow = { timeout: 8000 };
    await expect(await canvas.findByText(/geprüfte und veröffentlichte Funde/, {}, slow)).toHaveTextContent(
      '205 geprüfte und veröffentlichte Funde',
    );
    await expect(
      await canvas.findByRole('table', { name: 'Veröffentlichte Funde nach Bundesland' }, slow),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('table', { name: 'Veröffentlichte Funde nach Art' }, slow),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('img', { name: /Karte: Veröffentlichte Funde auf der Karte/ }, slow),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Käferfunde werden außerhalb dieser Anwendung gemeldet/)).toBeInTheDocument();
    // The map's legend says what its shades stand for.
    await expect(
      canvas.getByRole('list', { name: 'Legende: veröffentlichte Funde je Bundesland, von hell nach dunkel' }),
    ).toBeInTheDocument();
    // Her clients (the seed links her to clients 1 and 13 at least), each with whether she may see its Kataster.
    const clients = canvas.getByRole('list', { name: 'Kunden, denen Ihr Konto zugeordnet ist' });
    const items = within(clients).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) await expect(item).toHaveTextContent(/Zugriff auf das Kataster freigegeben$/);
  },
};

/** A pending expert sees the state of the request beside the published sightings. */
export const PendingExpert: Story = {
  name: 'Expertenanfrage offen',
  parameters: { session: 'anfrage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ihre Anfrage auf Expertenstatus wird geprüft.')).toBeInTheDocument();
    await expect(
      await canvas.findByText(/geprüfte und veröffentlichte Funde/, {}, { timeout: 8000 }),
    ).toHaveTextContent('205 geprüfte und veröffentlichte Funde');
  },
};

export const NewUser: Story = {
  name: 'Neuer Nutzer',
  parameters: { session: 'neu' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ihr Konto wartet auf Freischaltung.')).toBeInTheDocument();
  },
};

/** requirements §4: user data that cannot be loaded → ogf_new. */
export const UserDataFails: Story = {
  name: 'Laden der Nutzerdaten scheitert',
  parameters: { session: 'defekt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Guten Tag' })).toBeInTheDocument();
    // Not a new user waiting for approval: no approval e-mail is promised (the shell's alert says what failed).
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ohne Ihre Nutzerdaten sehen Sie vorerst nur diese Seite.',
    );
    await expect(canvas.queryByText(/wartet auf Freischaltung/)).toBeNull();
    await expect(canvas.queryByText(/Sie erhalten dann eine E-Mail/)).toBeNull();
  },
};
