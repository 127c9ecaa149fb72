import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const meta = {
  title: 'Chrome/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ title: 'Nutzer', path: '/users/index' }] },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dashboard comes first even when the matched routes do not start with it; the last crumb is no link. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(['Dashboard', 'Nutzer']);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(within(nav).queryByRole('link', { name: 'Nutzer' })).toBeNull();
    await expect(within(nav).getByText('Nutzer')).toHaveAttribute('aria-current', 'page');
  },
};

export const OnTheDashboard: Story = {
  name: 'Auf dem Dashboard',
  args: { items: [{ title: 'Dashboard', path: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** A hidden detail route under its list. */
export const DetailPage: Story = {
  name: 'Detailseite',
  args: {
    items: [
      { title: 'Nutzer', path: '/users/index' },
      { title: 'Nutzerdetails', path: '/users/12' },
    ],
  },
};

/** Three levels; 'Verwaltung' only redirects, so it is plain text. */
export const ThreeLevels: Story = {
  name: 'Drei Ebenen',
  args: {
    items: [
      { title: 'Verwaltung' },
      { title: 'Rechnungen', path: '/verwaltung/rechnungen/offen' },
      { title: 'Archiv', path: '/verwaltung/rechnungen/archiv' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Rechnungen']);
  },
};

export const LongGermanTitles: Story = {
  name: 'Lange deutsche Titel',
  args: {
    items: [
      { title: 'Grundstücksverwaltung und Katasterauskünfte', path: '/verwaltung/kataster' },
      { title: 'Rechnungsdetails Forstbetriebsgemeinschaft Südschwarzwald-Hochrhein' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** The page each role typically stands on, with the breadcrumb of the product's route table. */
const roleStory = (items: BreadcrumbItem[], expected: string[]): Story => ({
  args: { items },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected);
  },
});

export const RoleCitizen: Story = {
  ...roleStory([{ title: 'Profil', path: '/profile/index' }], ['Dashboard', 'Profil']),
  name: 'Rolle Standard-Nutzer',
};
export const RoleExpert: Story = {
  ...roleStory([{ title: 'GIS', path: '/gis/index' }], ['Dashboard', 'GIS']),
  name: 'Rolle Experte',
};
export const RoleExpertQuery: Story = {
  ...roleStory([{ title: 'Profil', path: '/profile/index' }], ['Dashboard', 'Profil']),
  name: 'Rolle Expertenanfrage offen',
};
export const RoleAdmin: Story = {
  ...roleStory(
    [
      { title: 'Nutzer', path: '/users/index' },
      { title: 'Nutzerdetails', path: '/users/12' },
    ],
    ['Dashboard', 'Nutzer', 'Nutzerdetails'],
  ),
  name: 'Rolle Administrator',
};
export const RoleNew: Story = {
  ...roleStory([{ title: 'Dashboard', path: '/dashboard' }], ['Dashboard']),
  name: 'Rolle Neuer Nutzer',
};
