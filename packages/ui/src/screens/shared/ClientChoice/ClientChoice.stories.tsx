import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Client } from '../../../model/entities';
import { failedQuery, loadedQuery, loadingQuery, type QueryState } from '../../../model/queryState';
import { ClientChoice, type ClientChoiceRow, type ClientMatches } from './ClientChoice';

const clients: ClientChoiceRow[] = [
  { client_id: 1, name: 'Forstbetrieb Sachsenforst Oberlausitz', ort: 'Görlitz' },
  { client_id: 4, name: 'Waldgenossenschaft Erzgebirge', ort: 'Annaberg-Buchholz' },
  { client_id: 13, name: 'Stadtwald Dresden', ort: 'Dresden' },
  { client_id: 20, name: 'Wasser- und Bodenverband Spreewald', ort: 'Lübbenau' },
  { client_id: 21, name: 'Stadtwald Görlitz', ort: 'Görlitz' },
];

/** The service's answer as the story stands in for it: the first `limit` clients whose name holds every word. */
function storyMatches(all: readonly ClientChoiceRow[], search: string, limit: number): ClientMatches {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = all.filter((client) => words.every((word) => client.name.toLowerCase().includes(word)));
  return { rows: found.slice(0, limit), total: found.length };
}

interface StoryArgs {
  label: string;
  placeholder: string;
  initialValue: string;
  initialSearch: string;
  clients: readonly ClientChoiceRow[];
  limit: number;
  /** A fixed answer (loading, failed) instead of the stand-in service. */
  answer?: QueryState<ClientMatches>;
  onChange: (value: string) => void;
}

/**
 * A client chosen by searching its name or place: the first matches from the service in a select,
 * the chosen client always shown by name. For every form that names a client (new user, new map,
 * a map's client, the maps list's filter) where a list of all clients would be too long to load.
 * Here with a stand-in service that searches the story's clients.
 */
function StoryChoice({ initialValue, initialSearch, clients: all, limit, answer, onChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initialValue);
  const [search, setSearch] = useState(initialSearch);
  const current = all.find((client) => String(client.client_id) === value) ?? null;
  return (
    <ClientChoice
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      search={search}
      onSearchChange={setSearch}
      matches={answer ?? loadedQuery(storyMatches(all, search, limit))}
      current={current}
    />
  );
}

const meta = {
  title: 'Screens/Gemeinsam/Kundenwahl (ClientChoice)',
  component: StoryChoice,
  args: {
    label: 'Kunde',
    placeholder: 'Kein Kunde',
    initialValue: '',
    initialSearch: '',
    clients,
    limit: 20,
    onChange: fn(),
  },
} satisfies Meta<typeof StoryChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Default: Story = {
  args: { initialValue: '13' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Kunde suchen' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveValue('13');
  },
};

/** Typing narrows the choice; the chosen client stays offered by its name. */
export const Searching: Story = {
  args: { initialValue: '13', limit: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Weitere Treffer: bitte genauer suchen')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kunde suchen' }), 'görlitz');
    const select = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(optionTexts(select)).toEqual([
      'Kein Kunde',
      'Stadtwald Dresden (Dresden)',
      'Stadtwald Görlitz (Görlitz)',
    ]);
    await userEvent.selectOptions(select, 'Stadtwald Görlitz (Görlitz)');
    await expect(args.onChange).toHaveBeenCalledWith('21');
  },
};

export const NoMatches: Story = {
  args: { initialSearch: 'Harz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Treffer')).toBeVisible();
    await expect(optionTexts(canvas.getByRole('combobox', { name: 'Kunde' }))).toEqual(['Kein Kunde']);
  },
};

export const Loading: Story = { args: { answer: loadingQuery() } };

export const Error: Story = {
  args: { answer: failedQuery(new globalThis.Error('could not read block 4711')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Die Kunden konnten nicht geladen werden/)).toBeVisible();
  },
};

const longName: Client['name'] =
  'Forstbetriebsgemeinschaft Oberlausitz-Niederschlesien Waldbesitzervereinigung Grundstücksverwaltungsgesellschaft';

export const LongGermanName: Story = {
  args: { clients: [{ client_id: 7, name: longName, ort: 'Hoyerswerda' }, ...clients], initialValue: '7' },
};

export const Narrow: Story = {
  args: { initialValue: '4' },
  globals: { viewport: { value: 'phone' } },
};
