import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { queueCounts, queueMatrix } from '../../../model/review';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { cutOffElements } from '../../../testing/cutOff';
import { serviceError } from '../../../testing/serviceError';
import { STORY_ARTEN, STORY_MATRIX, STORY_RECORDS } from '../storyData';
import { QueueMatrix } from './QueueMatrix';

const meta = {
  title: 'Screens/Käferfunde prüfen/Käferfunde nach Status (QueueMatrix)',
  component: QueueMatrix,
  parameters: {
    leitfaden: {
      zweck:
        'Matrix der wartenden Käfermeldungen nach Art (Zeilen) und Bundesland (Spalten) mit Summen: Man wählt die Zelle, in der man sich auskennt, oder eine ganze Zeile oder Spalte. Sie steht oben in der Prüfliste (Dashboard der Experten, Backoffice › Käferfunde).',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Prüfliste: Matrix Bundesland × Art, Auswahl in der Adresse), §7 (a_get_kaefer_queue), QueueMatrix.tsx',
      tun: [
        'Länder mit ihrem Kürzel zeigen und den vollen Namen für Hilfstechniken mitgeben.',
        'Meldungen ohne Land oder ohne bestimmte Art als eigene Spalte oder Zeile zeigen, auch wenn dort gerade nichts wartet.',
      ],
      lassen: [
        'Artnamen nicht so breit setzen, dass Länder oder die Spalte „Alle Länder“ aus dem Kasten rutschen.',
        'Die Summenzeile bei vielen Arten nicht unter das Ende des Kastens schieben.',
      ],
    },
  },
  args: { matrix: loadedQuery(STORY_MATRIX), onSelect: fn() },
} satisfies Meta<typeof QueueMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The expert picks the cell they know: Bayern · Buchdrucker. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('warten auf Prüfung');
    await userEvent.click(canvas.getByRole('button', { name: 'Buchdrucker in Bayern: 3 offen' }));
    await expect(args.onSelect).toHaveBeenCalledWith('BY', 1);
    await userEvent.click(canvas.getByRole('button', { name: /^Alle Arten in Sachsen: / }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('SN', 'alle');
  },
};

export const CellChosen: Story = {
  name: 'Zelle gewählt',
  args: { selected: { land: 'BY', art: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buchdrucker in Bayern: 3 offen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { matrix: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Prüfliste wird geladen …' })).toBeInTheDocument();
    await expect(canvas.queryByText(/warten auf Prüfung/)).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { matrix: loadedQuery(queueMatrix([], [])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Es sind noch keine Käferfunde gemeldet.')).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { matrix: failedQuery(serviceError({ code: 'PGRST301', message: 'JWT expired', status: 401 }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Prüfliste konnte nicht geladen werden.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: JWT expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    matrix: loadedQuery(
      queueMatrix(queueCounts(STORY_RECORDS), [
        ...STORY_ARTEN,
        { id: 9, name: 'Zwölfzähniger Kiefernborkenkäfer und weitere Borkenkäferarten', lat_name: 'Ips sexdentatus' },
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Zwölfzähniger Kiefernborkenkäfer und weitere Borkenkäferarten'),
    ).toBeInTheDocument();
  },
};

const MANY_ARTEN = Array.from({ length: 40 }, (_, index) => ({
  id: 100 + index,
  name: `Borkenkäfer Nr. ${index + 1}`,
  lat_name: null,
}));

/** Forty species: the totals row stays at the foot of the scroll box, not below its end. */
export const ManySpeciesTotalsInView: Story = {
  name: 'Viele Arten, Summen sichtbar',
  args: { matrix: loadedQuery(queueMatrix(queueCounts(STORY_RECORDS), [...STORY_ARTEN, ...MANY_ARTEN])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Prüfliste nach Art und Bundesland' });
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const total = canvas.getByRole('button', { name: /^Alle Meldungen: / }).getBoundingClientRect();
    await expect(total.bottom).toBeLessThanOrEqual(box.getBoundingClientRect().bottom);
    await expect(total.top).toBeGreaterThanOrEqual(box.getBoundingClientRect().top);
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };

/**
 * 800 px, the sidebar folded away: every Land and the totals column whole in the box. The
 * species' names on one line each took so much room that Thüringen was cut in half and
 * "Alle Länder" lay outside.
 */
export const SmallWindowAllColumnsInView: Story = {
  name: 'Kleines Fenster, alle Spalten sichtbar',
  args: {
    matrix: loadedQuery(
      queueMatrix(queueCounts(STORY_RECORDS), [
        ...STORY_ARTEN,
        { id: 6, name: 'Zweipunktiger Eichenprachtkäfer', lat_name: 'Agrilus biguttatus' },
        { id: 7, name: 'Gestreifter Nutzholzborkenkäfer', lat_name: 'Trypodendron lineatum' },
      ]),
    ),
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Prüfliste nach Art und Bundesland' });
    const headers = within(box).getAllByRole('columnheader');
    await expect(headers).toHaveLength(18);
    await expect(cutOffElements(headers, box)).toEqual([]);
    await expect(cutOffElements(within(box).getAllByRole('button', { name: /in allen Ländern: / }), box)).toEqual([]);
  },
};

/** A phone: the Länder scroll sideways under the species' names, which stay at the left edge. */
export const NarrowNamesStayInView: Story = {
  name: 'Schmal, Artnamen bleiben sichtbar',
  args: SmallWindowAllColumnsInView.args,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Prüfliste nach Art und Bundesland' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
    const names = [
      within(box).getByRole('rowheader', { name: 'Buchdrucker' }),
      within(box).getByRole('rowheader', { name: 'Alle Arten' }),
    ];
    await expect(cutOffElements(names, box)).toEqual([]);
  },
};
