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
  args: { items: [{ title: 'Dashboard', path: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** A hidden detail route under its list. */
export const DetailPage: Story = {
  args: {
    items: [
      { title: 'Nutzer', path: '/users/index' },
      { title: 'Nutzerdetails', path: '/users/12' },
    ],
  },
};

/** Three levels; 'Verwaltung' only redirects, so it is plain text. */
export const ThreeLevels: Story = {
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

export const RoleCitizen = roleStory([{ title: 'Profil', path: '/profile/index' }], ['Dashboard', 'Profil']);
export const RoleExpert = roleStory([{ title: 'GIS', path: '/gis/index' }], ['Dashboard', 'GIS']);
export const RoleExpertQuery = roleStory([{ title: 'Profil', path: '/profile/index' }], ['Dashboard', 'Profil']);
export const RoleAdmin = roleStory(
  [
    { title: 'Nutzer', path: '/users/index' },
    { title: 'Nutzerdetails', path: '/users/12' },
  ],
  ['Dashboard', 'Nutzer', 'Nutzerdetails'],
);
export const RoleNew = roleStory([{ title: 'Dashboard', path: '/dashboard' }], ['Dashboard']);
