import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  filterQueue,
  parseQueueSelection,
  queueCounts,
  queueMatrix,
  type QueueListFilter,
  type QueueParamName,
} from '../../../model/review';
import { failedQuery, loadedQuery, loadingQuery, mapQuery } from '../../../model/queryState';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import { serviceError } from '../../../testing/serviceError';
import { wordsSplitAcrossLines } from '../../../testing/wordBreaks';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { STORY_ARTEN, STORY_MATRIX, STORY_NOW, STORY_RECORDS, storyPictures } from '../storyData';
import { ReviewQueue } from './ReviewQueue';
import { recordColumns } from './recordColumns';

type Props = ComponentProps<typeof ReviewQueue>;

const WAITING: QueueListFilter = { status: 'offen' };
const COLUMNS = recordColumns(null, STORY_NOW, true);

/**
 * The queue as the app drives it: the choice in "the address" (here a query string kept in
 * state), a store of records that the actions change, and a stand-in for the service that
 * filters the chosen cell's records by status and search, sorts and pages them; so a
 * published record leaves the list of open ones as it does after the service's answer.
 * `rows` undefined shows the story's own `records` (loading, failure).
 */
function Stateful({
  initialQuery,
  rows: initialRows = STORY_RECORDS,
  ...props
}: Props & { initialQuery: string; rows?: readonly KaeferOverviewRow[] | null }) {
  const [query, setQuery] = useState(initialQuery);
  const [rows, setRows] = useState<readonly KaeferOverviewRow[]>(initialRows ?? []);
  const params = new URLSearchParams(query);
  const selection = parseQueueSelection((name) => params.get(name));
  const change = (changes: Partial<Record<QueueParamName, string | null>>) => {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setQuery(next.toString());
    props.onSelectionChange(changes);
  };
  const update = (id: number, patch: Partial<KaeferOverviewRow>) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const records = useStoryList(props.records, {
    all: initialRows === null ? undefined : rows,
    find: (all, filter, search) =>
      filterQueue(all, { ...selection, status: filter.status }).filter((row) =>
        [row.art_name, row.letzter_bearbeiter, row.beschreibung].some((text) =>
          (text ?? '').toLowerCase().includes(search.trim().toLowerCase()),
        ),
      ),
    columns: COLUMNS,
    noFilter: WAITING,
  });
  return (
    <ReviewQueue
      {...props}
      selection={selection}
      onSelectionChange={change}
      records={records}
      record={rows.find((row) => row.id === selection.fund) ?? null}
      matrix={mapQuery(props.matrix, () => queueMatrix(queueCounts(rows), STORY_ARTEN))}
      onChangeStatus={async (record, to, publishedFrom) => {
        await props.onChangeStatus(record, to, publishedFrom);
        update(record.id, { status: to, published_from: publishedFrom });
      }}
      onSendMessage={async (record, message, status) => {
        await props.onSendMessage(record, message, status);
        update(record.id, { message, ...(status ? { status } : {}) });
      }}
      onChangeSpecies={async (record, art) => {
        await props.onChangeSpecies(record, art);
        update(record.id, { art, art_name: STORY_ARTEN.find((a) => a.id === art)?.name ?? null });
      }}
      onUndo={async (entry) => {
        await props.onUndo(entry);
        update(entry.before.id, entry.before);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Käferfunde prüfen/Käferfunde prüfen (ReviewQueue)',
  component: ReviewQueue,
  parameters: {
    leitfaden: {
      zweck:
        'Die Prüfliste: Matrix aus Art und Bundesland, die Meldungen der gewählten Zelle seitenweise und die geöffnete Meldung daneben, mit Tastenkürzeln für Hunderte Meldungen und „Rückgängig“ nach jeder Änderung. Experten sehen sie als Dashboard, Administratoren im Backoffice unter „Käferfunde“.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Prüfliste), §4 (Status der Käferfunde), §6, §7 (a_get_kaefer_queue, GET /kaefer_liste, a_update_kaefer, a_update_kaefer_with_message), ReviewQueuePage.tsx',
      tun: [
        'Zelle und geöffnete Meldung in der Adresse halten, damit ein Link genau diese Ansicht öffnet.',
        'Nach einer Änderung einige Sekunden „Rückgängig“ anbieten, das die umgekehrte Änderung sendet.',
        'Mit j und k über die Grenzen einer Seite hinweg weitergehen.',
      ],
      lassen: [
        'Tastenkürzel nicht in Eingabefeldern, Dialogen oder einer verborgenen Ansicht wirken lassen.',
        'Keine Statuswechsel zulassen, die die Regeln verbieten: Veröffentlichen braucht Art und Datum, Rückfrage und Ablehnung eine Nachricht.',
      ],
    },
  },
  render: (args) => <Stateful {...args} initialQuery="land=BY&art=1&fund=1" />,
  args: {
    matrix: loadedQuery(STORY_MATRIX),
    selection: parseQueueSelection(() => null),
    onSelectionChange: fn(),
    records: storyListView<KaeferOverviewRow, QueueListFilter>(WAITING, { key: 'fund', direction: 'desc' }, 25),
    record: null,
    arten: STORY_ARTEN,
    speciesCandidate: null,
    onSpeciesCandidateChange: fn(),
    pictures: loadedQuery(storyPictures(2)),
    onChangeStatus: fn(async () => undefined),
    onSendMessage: fn(async () => undefined),
    onChangeSpecies: fn(async () => undefined),
    onSavePictures: fn(async () => undefined),
    onUndo: fn(async () => undefined),
    now: STORY_NOW,
  },
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cell Bayern · Buchdrucker with its first record open. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bayern · Buchdrucker' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Meldung 1' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Meldungen' })).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('3 Meldungen')).toHaveAttribute('role', 'status');
  },
};

/** Before a cell is chosen only the matrix shows. */
export const MatrixOnly: Story = {
  name: 'Nur die Matrix',
  render: (args) => <Stateful {...args} initialQuery="" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table', { name: 'Meldungen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buchdrucker in Bayern: 3 offen' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith({ land: 'BY', art: '1', status: null, fund: null });
    await expect(canvas.getByRole('table', { name: 'Meldungen' })).toBeInTheDocument();
  },
};

/** `v` publishes the open record (today as publish date) and shows the next open one. */
export const PublishByKeyboard: Story = {
  name: 'Veröffentlichen per Tastatur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('v');
    await waitFor(() => expect(args.onChangeStatus).toHaveBeenCalledTimes(1));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, status: 'gemeldet' }),
      'veroeffentlicht',
      '2026-11-22',
    );
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 2' })).toBeInTheDocument();
    await expect(canvas.getByText('Meldung 1 veröffentlicht.')).toBeInTheDocument();
  },
};

/** The undo sends the reverse update and shows the record again. */
export const UndoAfterPublish: Story = {
  name: 'Rückgängig nach Veröffentlichen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('v');
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 2' });
    await userEvent.click(canvas.getByRole('button', { name: 'Rückgängig (u)' }));
    await expect(args.onUndo).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'status', before: expect.objectContaining({ id: 1, status: 'gemeldet' }) }),
    );
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' })).toBeInTheDocument();
  },
};

/** j/k move through the list; a number picks the species. */
export const MoveAndChangeSpeciesByKeyboard: Story = {
  name: 'Blättern und Art wählen per Tastatur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('j');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 2' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' })).toBeInTheDocument();
    await userEvent.keyboard('2');
    await waitFor(() => expect(args.onChangeSpecies).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 2));
    await expect(await canvas.findByText('Art von Meldung 1 geändert.')).toBeInTheDocument();
  },
};

/** `r` opens the Rückfrage with its first template; sending moves on to the next record. */
export const AskByKeyboard: Story = {
  name: 'Rückfrage per Tastatur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('r');
    const composer = await canvas.findByRole('group', { name: 'Rückfrage an die meldende Person' });
    await userEvent.click(within(composer).getByRole('button', { name: 'Rückfrage senden' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      expect.stringContaining('zu unscharf'),
      'rueckfrage',
    );
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 2' })).toBeInTheDocument();
  },
};

/** `?` shows the shortcut help. */
export const ShortcutHelpOpen: Story = {
  name: 'Tastenkürzel-Hilfe offen',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkürzel der Prüfliste' });
    await expect(within(dialog).getByText('Veröffentlichen')).toBeInTheDocument();
    await expect(within(dialog).getByText('Letzte Aktion rückgängig machen')).toBeInTheDocument();
  },
};

/** A failed save keeps the record open and says why. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  args: {
    onChangeStatus: fn(async () => {
      throw {
        code: 'P0001',
        message: 'Vor dem Veröffentlichen muss die Art bestimmt sein.',
        details: null,
        hint: null,
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 1' });
    await userEvent.keyboard('v');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Meldung 1 wurde nicht veröffentlicht\./);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Meldung 1' })).toBeInTheDocument();
  },
};

/** The matrix and the cell's records load: each says so where it will stand. */
export const Loading: Story = {
  name: 'Lädt',
  args: { matrix: loadingQuery() },
  render: (args) => <Stateful {...args} rows={null} initialQuery="land=BY&art=1" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Prüfliste wird geladen …' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: /Meldungen/ })).toHaveAttribute('aria-busy', 'true');
  },
};

const onRetry = fn(() => Promise.resolve());

/** The queue failed: the one German message, the service's text below it, and a retry. */
export const Error: Story = {
  name: 'Fehler',
  args: {
    matrix: failedQuery(serviceError({ code: 'PGRST301', message: 'JWT expired', status: 401 }), onRetry),
  },
  render: (args) => <Stateful {...args} initialQuery="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ihre Anmeldung ist abgelaufen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The pictures of the open record failed; the record itself stays workable. */
export const PicturesFailed: Story = {
  name: 'Laden der Bilder scheitert',
  args: { pictures: failedQuery(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 4, name: 'Die Bilder konnten nicht geladen werden.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Meldung 1' })).toBeInTheDocument();
  },
};

/** Nothing left in the cell. */
export const Empty: Story = {
  name: 'Leer',
  render: (args) => <Stateful {...args} rows={[]} initialQuery="land=BY&art=1" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nichts mehr offen')).toBeInTheDocument();
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };

/** Thirty open records in Bayern · Buchdrucker, each edited by someone with a long name. */
const MANY_RECORDS: KaeferOverviewRow[] = [
  ...STORY_RECORDS.filter((row) => !(row.bundesland === 'BY' && row.art === 1)),
  ...Array.from({ length: 30 }, (_, index) => ({
    ...STORY_RECORDS.find((row) => row.bundesland === 'BY' && row.art === 1)!,
    id: 500 + index,
    status: 'gemeldet' as const,
    letzter_bearbeiter: 'Dr. Friederike Müller-Lüdenscheidt',
  })),
];

/** What a person sees of the list: its column headers' words whole, and how many rows fit in view. */
async function expectReadableList(canvasElement: HTMLElement, minimumRows: number) {
  const table = within(canvasElement).getByRole('table', { name: 'Meldungen' });
  for (const header of within(table).getAllByRole('columnheader'))
    await expect(wordsSplitAcrossLines(header), header.textContent ?? '').toEqual([]);
  const box = table.closest('[role="region"]')!.getBoundingClientRect();
  const inView = within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top >= box.top && rect.bottom <= box.bottom;
    });
  await expect(inView.length).toBeGreaterThanOrEqual(minimumRows);
}

/** On a desktop the list's headers stay whole words and a dozen records show at once. */
export const ManyRecordsWide: Story = {
  name: 'Viele Meldungen, Desktop',
  render: (args) => <Stateful {...args} rows={MANY_RECORDS} initialQuery="land=BY&art=1&fund=500" />,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectReadableList(canvasElement, 10),
};

/** On a phone the list scrolls sideways instead of stacking its headers letter by letter. */
export const ManyRecordsNarrow: Story = {
  name: 'Viele Meldungen, schmal',
  render: (args) => <Stateful {...args} rows={MANY_RECORDS} initialQuery="land=BY&art=1&fund=500" />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => expectReadableList(canvasElement, 8),
};

/**
 * j past the last record of a page turns to the next page and opens its first record; k before
 * the first turns back and opens the last one (30 open records found the same day, 25 a page).
 */
export const WalkAcrossPages: Story = {
  name: 'Über Seitengrenzen blättern',
  render: (args) => <Stateful {...args} rows={MANY_RECORDS} initialQuery="land=BY&art=1&fund=524" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rowsShown = () => within(canvas.getByRole('table', { name: 'Meldungen' })).getAllByRole('row').length - 1;
    await canvas.findByRole('heading', { level: 3, name: 'Meldung 524' });
    await expect(rowsShown()).toBe(25);
    await userEvent.keyboard('j');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 525' })).toBeInTheDocument();
    await expect(args.records.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(rowsShown()).toBe(5);
    await userEvent.keyboard('k');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Meldung 524' })).toBeInTheDocument();
    await expect(args.records.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(rowsShown()).toBe(25);
  },
};
