import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackOfficeNav } from './BackOfficeNav';

const meta = {
  title: 'Screens/Back office/Bereiche (BackOfficeNav)',
  component: BackOfficeNav,
  args: { current: 'uebersicht' },
  parameters: {
    leitfaden: {
      zweck:
        'Die Leiste „Bereiche der Verwaltung“ über jedem Bereich im Dashboard der Administration: Übersicht, Kunden, Angebote, Rechnungen, Offene Posten, Mahnwesen, Buchhaltung, Prognose, Kataster, Käferfunde und Postausgang. Jeder Bereich hat eine eigene Adresse (/dashboard?bereich=…).',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office: Bereiche unter /dashboard?bereich=…), model/backOffice/sections.ts',
      tun: [
        'Einen Bereich erst aufnehmen, wenn seine Seite fertig ist: Leere Bereiche erscheinen nicht.',
        'Den geöffneten Bereich sichtbar hervorheben und für Bildschirmleser als aktuelle Seite kennzeichnen.',
      ],
      lassen: [
        'Bereiche nicht ohne eigene Adresse umschalten: Jeder Bereich ist ein Link und bleibt so teilbar und nach dem Neuladen erhalten.',
        'Auf schmalen Bildschirmen keine Einträge abschneiden; die Leiste bricht um.',
      ],
    },
  },
} satisfies Meta<typeof BackOfficeNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
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
  name: 'Kunden geöffnet',
  args: { current: 'kunden' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Kunden' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { current: 'kataster' },
  globals: { viewport: { value: 'phone' } },
};
