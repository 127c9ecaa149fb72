import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackOfficeNav } from './BackOfficeNav';

const meta = {
  title: 'Screens/Back office/Bereiche (BackOfficeNav)',
  component: BackOfficeNav,
  args: { current: 'uebersicht' },
} satisfies Meta<typeof BackOfficeNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Bereiche der Verwaltung' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Übersicht',
      'Kunden',
      'Angebote',
      'Rechnungen',
      'Offene Posten',
      'Mahnwesen',
      'Buchhaltung',
      'Prognose',
      'Kataster',
      'Käferfunde',
      'Postausgang',
    ]);
    await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Kunden' })).toHaveAttribute('href', '/dashboard?bereich=kunden');
  },
};

export const KundenOpen: Story = {
  args: { current: 'kunden' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kunden' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const Narrow: Story = {
  args: { current: 'kataster' },
  globals: { viewport: { value: 'phone' } },
};
