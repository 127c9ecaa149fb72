import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { GermanyMap } from './GermanyMap';

const meta = {
  title: 'Screens/Dashboard/Deutschlandkarte (GermanyMap)',
  component: GermanyMap,
  parameters: {
    leitfaden: {
      zweck:
        'Deutschlandkarte, deren Länder nach der Zahl veröffentlichter Käferfunde schattiert sind, mit Legende der Stufen und einer Tabelle aller Zahlen. Sie steht auf dem Dashboard der Standard-Nutzer, auch bei offener Expertenanfrage, unter den veröffentlichten Funden.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen'],
      spezifikation:
        'requirements §2 (Dashboard nach Rolle: veröffentlichte Funde je Land auf einer Karte Deutschlands), §7 (a_get_kaefer_by_bundesland), PublishedSightings.tsx',
      tun: [
        'Jede Stufe in der Legende mit Zahlen erklären („keine“, „1 bis 12“), im deutschen Zahlenformat.',
        'Die Tabelle über „Tabelle zeigen“ erreichbar lassen: Sie nennt jede Zahl, die die Fläche nur andeutet.',
      ],
      lassen: [
        'Länder ohne Funde nicht unsichtbar machen: Sie bleiben schwach gefüllt, damit der Umriss lesbar bleibt.',
        'Den Quellenhinweis zur Kartengrundlage (svg-maps, CC BY 4.0) nicht entfernen: Die Lizenz verlangt ihn.',
      ],
    },
  },
  args: {
    title: 'Veröffentlichte Funde auf der Karte',
    unit: 'veröffentlichte Funde',
    counts: loadedQuery({
      BY: 48,
      BW: 31,
      NI: 22,
      BB: 20,
      HE: 18,
      NW: 17,
      RP: 15,
      TH: 12,
      SN: 11,
      MV: 10,
      ST: 9,
      SH: 4,
      SL: 3,
      BE: 2,
      HH: 1,
    }),
  },
} satisfies Meta<typeof GermanyMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const LEGEND = 'Legende: veröffentlichte Funde je Bundesland, von hell nach dunkel';

/** The legend's entries as read, lightest shade first. */
async function expectLegend(canvasElement: HTMLElement, entries: string[]) {
  const legend = await within(canvasElement).findByRole('list', { name: LEGEND }, { timeout: 5000 });
  await expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(entries);
}

/** Without a map drawn there is nothing for a legend to explain. */
async function expectNoLegend(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole('list', { name: LEGEND })).toBeNull();
}

/**
 * The outlines load lazily; every Land names its count, the legend what each shade stands for
 * (quarters of the largest count), the table says every figure.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /Veröffentlichte Funde auf der Karte/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(16);
    await expectLegend(canvasElement, ['keine', '1 bis 12', '13 bis 24', '25 bis 36', '37 bis 48']);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabelle zeigen' }));
    const table = canvas.getByRole('table', { name: 'Veröffentlichte Funde auf der Karte' });
    await expect(within(table).getByRole('row', { name: 'Bayern 48' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Bremen 0' })).toBeInTheDocument();
  },
};

/** No finds yet: every Land has the lightest shade, and the legend says it means none. */
export const Empty: Story = {
  name: 'Leer',
  args: { counts: loadedQuery({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLegend(canvasElement, ['keine']);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabelle zeigen' }));
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: 'Bayern 0' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { counts: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Karte wird geladen …' })).toBeInTheDocument();
    await expectNoLegend(canvasElement);
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { counts: failedQuery(serviceError({ code: 'PGRST301', message: 'JWT expired', status: 401 }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ihre Anmeldung ist abgelaufen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoLegend(canvasElement);
  },
};

/** A busy year: the legend's counts in German number format, with few finds in most Länder. */
export const ManyFinds: Story = {
  name: 'Viele Funde',
  args: { counts: loadedQuery({ BY: 4811, BW: 3120, NI: 1203, BB: 640, HE: 12, SL: 1 }) },
  play: async ({ canvasElement }) => {
    await expectLegend(canvasElement, [
      'keine',
      '1 bis 1.202',
      '1.203 bis 2.405',
      '2.406 bis 3.608',
      '3.609 bis 4.811',
    ]);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { title: 'Veröffentlichte Funde des Buchdruckers und des Kupferstechers in den Ländern der Bundesrepublik' },
  play: async ({ canvasElement }) => {
    await expectLegend(canvasElement, ['keine', '1 bis 12', '13 bis 24', '25 bis 36', '37 bis 48']);
  },
};

/** On a phone the legend's entries wrap under its title, each entry whole. */
export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectLegend(canvasElement, ['keine', '1 bis 12', '13 bis 24', '25 bis 36', '37 bis 48']);
  },
};
