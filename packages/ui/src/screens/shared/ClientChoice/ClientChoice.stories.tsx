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
  clients: readonly ClientChoiceRow[];
  limit: number;
  /** A fixed answer (loading, failed) instead of the stand-in service. */
  answer?: QueryState<ClientMatches>;
  onChange: (value: string) => void;
}

/**
 * A client chosen by searching its name or place in one field: the first matches from the service
 * in its list, the chosen client always shown by name. For every form that names a client (new user, new map,
 * a map's client, the maps list's filter) where a list of all clients would be too long to load.
 * Here with a stand-in service that searches the story's clients.
 */
function StoryChoice({ initialValue, clients: all, limit, answer, onChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initialValue);
  const [search, setSearch] = useState('');
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
  parameters: {
    leitfaden: {
      zweck:
        'Ein Feld, um einen Kunden durch Suchen nach Name oder Ort zu wählen: Der Datendienst liefert die ersten Treffer, die Liste sagt, wenn es mehr gibt, und der gewählte Kunde bleibt mit Namen stehen. Es steht in „Nutzer anlegen“, „Karte anlegen“, im Kartenfilter des GIS und im Backoffice.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS: Filter nach Kunde; Nutzer anlegen; Backoffice › Angebote und Rechnungen), §7 (Listen vom Datendienst gefiltert und begrenzt), useClientChoice.ts',
      tun: [
        'Beim Tippen nur die ersten Treffer vom Datendienst holen und sagen, wenn es mehr gibt.',
        'Den Platzhalter zum Zweck wählen: „Alle Kunden“ im Filter, „Kein Kunde“ oder „Ohne Kunde“ im Formular.',
      ],
      lassen: [
        'Nicht alle Kunden laden, um sie im Browser zu durchsuchen: Bei Tausenden Kunden wäre die Liste zu lang.',
        'Den gewählten Kunden nicht ausblenden, wenn die Suche ihn nicht mehr findet: Sein Name bleibt stehen.',
      ],
    },
  },
  args: {
    label: 'Kunde',
    placeholder: 'Kein Kunde',
    initialValue: '',
    clients,
    limit: 20,
    onChange: fn(),
  },
} satisfies Meta<typeof StoryChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** One field: the chosen client by its name, no separate search box. */
export const Default: Story = {
  name: 'Standard',
  args: { initialValue: '13' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Kunde suchen' })).toBeNull();
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(field).toHaveValue('Stadtwald Dresden (Dresden)');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing asks the service; the list offers its first matches and says when there are more; a pick chooses. */
export const Searching: Story = {
  name: 'Suchen und wählen',
  args: { initialValue: '13', limit: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await userEvent.click(field);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 weitere Treffer: zum Eingrenzen weiter tippen');
    await userEvent.clear(field);
    await userEvent.type(field, 'görlitz');
    await expect(optionTexts(canvasElement)).toEqual(['Stadtwald Görlitz (Görlitz)']);
    await userEvent.click(canvas.getByRole('option', { name: 'Stadtwald Görlitz (Görlitz)' }));
    await expect(args.onChange).toHaveBeenCalledWith('21');
    await expect(field).toHaveValue('Stadtwald Görlitz (Görlitz)');
  },
};

/** The × clears the choice: the placeholder ("Kein Kunde") shows again. */
export const Cleared: Story = {
  name: 'Auswahl aufgehoben',
  args: { initialValue: '4' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde: Auswahl aufheben' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Kein Kunde');
  },
};

export const NoMatches: Story = {
  name: 'Keine Treffer',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Kunde' }), 'Harz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Treffer');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { answer: loadingQuery() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kunde' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird gesucht …');
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { answer: failedQuery(new globalThis.Error('could not read block 4711')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Die Kunden konnten nicht geladen werden/)).toBeVisible();
  },
};

const longName: Client['name'] =
  'Forstbetriebsgemeinschaft Oberlausitz-Niederschlesien Waldbesitzervereinigung Grundstücksverwaltungsgesellschaft';

export const LongGermanName: Story = {
  name: 'Langer Kundenname',
  args: { clients: [{ client_id: 7, name: longName, ort: 'Hoyerswerda' }, ...clients], initialValue: '7' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveValue(`${longName} (Hoyerswerda)`);
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { initialValue: '4' },
  globals: { viewport: { value: 'phone' } },
};
