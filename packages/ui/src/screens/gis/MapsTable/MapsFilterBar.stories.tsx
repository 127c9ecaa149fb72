import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCompactToolbar } from '../../shared/ListPage/storyList';
import { chooseClient } from '../../shared/ClientChoice/chooseClient';
import { storyClients } from '../storyData';
import { NO_FILTERS, filterMaps } from './filterMaps';
import { bodyRows, many, mapsTableStoryMeta } from './mapsTableStory';

/** The maps table's filter bar: what it filters, what it says about a wrong value, how it wraps. */
const meta = {
  ...mapsTableStoryMeta,
  title: 'Screens/GIS/Karten – Filter (MapsTable)',
  parameters: {
    leitfaden: {
      zweck:
        'Die Filterzeile der Kartentabelle im GIS: Kunde, Bearbeitungsstand, Jahr von und bis, eine RMSE-Schwelle und „Noch nicht georeferenziert“, angewandt beim Tippen. Gesetzte Filter erscheinen neben der Anzahl als Marken, die sich einzeln entfernen lassen.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS: Filter nach Kunde, Status, Jahresbereich und Text; Kennzahlen aus der Listenzeile), §7 (GET /karten_liste), MapsFilterBar.tsx',
      tun: [
        'Falsche Werte sofort am Feld nennen, etwa ein „Jahr bis“ vor dem „Jahr von“ oder eine Schwelle, die keine Zahl ist.',
        'Bei 1440 px alle Felder in einer Zeile halten und bei 800 px so umbrechen, dass die Liste im Fenster beginnt.',
      ],
      lassen: [
        'Eine ungültige Eingabe nicht stillschweigend als „kein Filter“ behandeln.',
        'Filter nicht als neue Ansicht öffnen: Sie sind Zustand der Tabelle und ersetzen den Eintrag in der Adresse.',
      ],
    },
  },
} satisfies Meta<typeof mapsTableStoryMeta.render>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {
  name: 'Filter anwenden',
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = storyClients[1]!;
    await chooseClient(canvas.getByRole('combobox', { name: 'Kunde' }), client.name);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' }), 'In Bearbeitung');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jahr von' }), '1900');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jahr bis' }), '1960');
    const expected = many.filter(
      (row) =>
        row.client_id === client.client_id &&
        row.status === 'in_bearbeitung' &&
        row.jahr !== null &&
        row.jahr >= 1900 &&
        row.jahr <= 1960,
    );
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getByText(`${expected.length} Karten`)).toBeInTheDocument());
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent(client.name);
    // What filters the list, as chips: × clears one, "Alle Filter zurücksetzen" all of them.
    const chips = canvas.getByRole('list', { name: 'Aktive Filter' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([`Kunde: ${client.name}`, 'Bearbeitungsstand: In Bearbeitung', 'Jahr von: 1900', 'Jahr bis: 1960']);
    await userEvent.click(canvas.getByRole('button', { name: 'Bearbeitungsstand: In Bearbeitung entfernen' }));
    await expect(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Kartenname, Kunde oder Nummer suchen' }), 'xyz');
    await expect(canvas.getByText('Keine Karte passt zu den Filtern.')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
    await expect(canvas.getByText('140 Karten')).toBeInTheDocument();
  },
};

export const FiltersSayWhatIsWrong: Story = {
  name: 'Jahresfilter nennt den Fehler',
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'Jahr von' });
    // Letters can never become a year: said while typing, not ignored.
    await userEvent.type(from, 'abc');
    await expect(from).toHaveAccessibleDescription(
      expect.stringContaining('Bitte ein Jahr mit vier Ziffern eingeben.'),
    );
    await userEvent.clear(from);
    await userEvent.type(from, '1960');
    const to = canvas.getByRole('textbox', { name: 'Jahr bis' });
    await userEvent.type(to, '1900');
    await expect(to).toHaveAccessibleDescription(
      expect.stringContaining('„Jahr bis“ (1900) liegt vor „Jahr von“ (1960). Bitte die Jahre tauschen.'),
    );
    await userEvent.clear(to);
    await userEvent.type(to, '1990');
    await expect(to).not.toHaveAccessibleDescription(expect.stringContaining('liegt vor'));
  },
};

/** The figures from the list row, and filters on them. */
export const GeoreferencingFilters: Story = {
  name: 'Filter zur Georeferenzierung',
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = many[0]!;
    // The list draws its rows once it knows its height: on a narrow, busy window a moment later.
    await waitFor(() =>
      expect(bodyRows(canvasElement)[0]).toHaveTextContent(`1:${new Intl.NumberFormat('de-DE').format(first.scale!)}`),
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(`${first.aktive_punkte} / ${first.punkte}`);

    const notYet = filterMaps(many, { ...NO_FILTERS, notGeoreferenced: true }).length;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noch nicht georeferenziert' }));
    await expect(canvas.getByText(`${notYet} Karten`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noch nicht georeferenziert' }));

    const above = filterMaps(many, { ...NO_FILTERS, rmseAbove: 1.5 });
    await expect(above.length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'RMSE über (m)' }), '1,5');
    await waitFor(() => expect(canvas.getByText(`${above.length} Karten`)).toBeInTheDocument());
    // German decimals in the column: every shown RMSE lies above 1,50 m.
    for (const shown of bodyRows(canvasElement).filter((r) => !r.hasAttribute('aria-hidden'))) {
      const figure = /(\d+,\d{2}) m/.exec(shown.textContent ?? '')?.[1];
      await expect(Number(figure?.replace(',', '.'))).toBeGreaterThan(1.5);
    }
  },
};

export const RmseThresholdSaysWhatIsWrong: Story = {
  name: 'RMSE-Filter nennt den Fehler',
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'RMSE über (m)' });
    // Applied as typed, so letters are said at once instead of silently showing every map.
    await userEvent.type(field, 'zwei');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Bitte eine Zahl eingeben.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Der Wert muss mindestens 0 sein.'));
    await userEvent.clear(field);
    await userEvent.type(field, '0,5');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * At 1440 px (the sidebar's 210 px beside it): search, client, state, years, RMSE and the
 * georeferencing switch in one row, the count beside them; the first map shows at once.
 */
export const CompactFiltersWide: Story = {
  name: 'Kompakte Filter, breites Fenster',
  args: { all: many },
  globals: { viewport: { value: 'wide' } },
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(100vw - 210px)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectCompactToolbar(canvasElement, 'Karten filtern', 130);
  },
};

/** At 800 px the filters wrap to a few rows and the list still starts in the window. */
export const CompactFiltersSmallWindow: Story = {
  name: 'Kompakte Filter, kleines Fenster',
  args: { all: many },
  globals: { viewport: { value: 'small' } },
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expectCompactToolbar(canvasElement, 'Karten filtern', 200);
  },
};
