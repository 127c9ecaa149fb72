import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { OpenItemsSection } from './OpenItemsSection';

const meta = {
  title: 'Screens/Back office/Offene Posten · verbunden (OpenItemsSection)',
  component: OpenItemsSection,
  ...connectedPageAt('/dashboard?bereich=offene-posten'),
} satisfies Meta<typeof OpenItemsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNT = /^(\d{1,3}(\.\d{3})* offene Posten|1 offener Posten)$/;
const MONEY = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;

/**
 * The demo's open items from its SQL (the seed's payments leave some invoices open, some
 * overdue), soonest due first, with the service's sums; the age filter goes to the data
 * service as PostgREST's query, and the sums are asked for the same filter.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offene Posten' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(COUNT), { timeout: 10_000 });
    const sums = within(await canvas.findByLabelText('Summe aller offenen Posten'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(MONEY);
    await expect(sums.getByText('davon überfällig').nextElementSibling).toHaveTextContent(MONEY);
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Alter' }), 'ueberfaellig');
      await waitFor(() =>
        expect(fetches.queriesTo('/offene_posten').at(-1)).toBe(
          'tage_ueberfaellig=gt.0&order=faellig_am.asc,id.asc&limit=25&offset=0',
        ),
      );
      await waitFor(() =>
        expect(fetches.to('/rpc/a_get_open_item_totals').at(-1)?.body).toEqual({
          client_id: null,
          altersklasse: 'ueberfaellig',
          mahnstufe: null,
          suche: null,
        }),
      );
      // Every row the service sent for "überfällig" is marked with its days.
      await waitFor(() => expect(canvas.getByLabelText('Summe der gefundenen offenen Posten')).toBeVisible(), {
        timeout: 10_000,
      });
      const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
      for (const row of rows) await expect(within(row).getByText(/^\d+ Tage?$/)).toBeVisible();
    } finally {
      fetches.restore();
    }
  },
};

/** A link from a client's page (`&kunde=`) asks for that client's items only. */
export const OneClient: Story = {
  name: 'Nur ein Kunde',
  parameters: { router: { initialEntries: ['/dashboard?bereich=offene-posten&kunde=1'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offene Posten' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Kunde: .+ entfernen$/ })).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/offene?r? Posten$/), {
      timeout: 10_000,
    });
  },
};

/** A failed read shows the service's message and offers to try again. */
export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ 'GET /offene_posten': { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Meldung des Dienstes: Datenbank nicht erreichbar.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
