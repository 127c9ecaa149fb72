import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { ClientsSection } from './ClientsSection';

const meta = {
  title: 'Screens/Back office/Kunden · verbunden (ClientsSection)',
  component: ClientsSection,
  ...connectedPageAt('/dashboard?bereich=kunden'),
} satisfies Meta<typeof ClientsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Alle Kunden' });
/** The clients' names as the rows show them (the name cell's first line). */
const namesOf = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td span')?.textContent ?? '');

/** 32 demo clients, 25 a page: the first page by name and the service's total. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('32 Kunden'));
    await expect(await table(canvasElement)).toHaveAttribute('aria-rowcount', '33');
    // The rows are drawn as far as the window reaches (VirtualRows): how many are in the page
    // depends on its height, the page's size is what the paging says.
    await expect(canvas.getByRole('navigation', { name: 'Alle Kunden: Seiten' })).toHaveTextContent(
      'Seite 1 von 2 · 32 Einträge',
    );
    const names = await namesOf(canvasElement);
    await expect(names.length).toBeGreaterThan(5);
    await expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  },
};

/** Land, sort and page go to the data service as PostgREST's query, one page at a time. */
export const FilterSortAndPageAskTheService: Story = {
  name: 'Filter, Sortierung, Seite beim Dienst',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('32 Kunden'));
    const fetches = recordFetch();
    try {
      await userEvent.click(
        within(canvas.getByRole('navigation', { name: 'Alle Kunden: Seiten' })).getByRole('button', {
          name: 'Seite 2',
        }),
      );
      await waitFor(async () => expect(await namesOf(canvasElement)).toHaveLength(7));
      await expect(fetches.queriesTo('/rpc/a_get_all_clients').at(-1)).toBe(
        'aktiv=is.true&order=name.asc,client_id.asc&limit=25&offset=25',
      );

      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'SN');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 Kunden'));
      await expect(fetches.queriesTo('/rpc/a_get_all_clients').at(-1)).toBe(
        'bundesland=eq.SN&aktiv=is.true&order=name.asc,client_id.asc&limit=25&offset=0',
      );

      const header = canvas.getByRole('columnheader', { name: /Name/ });
      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
      await expect(fetches.queriesTo('/rpc/a_get_all_clients').at(-1)).toBe(
        'bundesland=eq.SN&aktiv=is.true&order=name.desc,client_id.desc&limit=25&offset=0',
      );
    } finally {
      fetches.restore();
    }
    // The header turns at the click; the rows follow with the service's answer.
    await waitFor(async () => {
      const names = await namesOf(canvasElement);
      await expect(names).toEqual([...names].sort(new Intl.Collator('de').compare).reverse());
    });
  },
};

/** An address with search, filters, sort and page (a reload, a link, the tags view) shows that page again. */
export const RestoredFromAddress: Story = {
  name: 'Aus der Adresse wiederhergestellt',
  parameters: {
    router: {
      initialEntries: ['/dashboard?bereich=kunden&kataster=aus&sortierung=-karten&suche=betriebsgemeinschaft'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name, Ort oder Ansprechpartner suchen' })).toHaveValue(
      'betriebsgemeinschaft',
    );
    await expect(canvas.getByRole('combobox', { name: 'Kataster' })).toHaveValue('aus');
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Karten/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    // The page the address names, once the service has answered it.
    await waitFor(async () => {
      const names = await namesOf(canvasElement);
      await expect(names.length).toBeGreaterThan(0);
      await expect(names.every((name) => name.startsWith('Forstbetriebsgemeinschaft'))).toBe(true);
    });
  },
};
