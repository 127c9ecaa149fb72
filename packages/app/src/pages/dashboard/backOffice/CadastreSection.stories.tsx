import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { CadastreSection } from './CadastreSection';

const meta = {
  title: 'Screens/Back office/Kataster · verbunden (CadastreSection)',
  component: CadastreSection,
  ...connectedPageAt('/dashboard?bereich=kataster'),
} satisfies Meta<typeof CadastreSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page, cadastre first, and "x von y Kunden mit Kataster" from two count requests;
 * the cadastre filter and a sort by maps go to the data service as PostgREST's query.
 */
export const FilterAndSortAskTheService: Story = {
  name: 'Filter und Sortierung beim Dienst',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = () => canvas.getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent(/^\d+ Kunden$/), { timeout: 10_000 });
    // The two counts come with answers of their own, which may arrive after the list's.
    await expect(await canvas.findByText(/^\d+ von \d+ Kunden mit Kataster$/)).toBeInTheDocument();
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kataster' }), 'an');
      const header = canvas.getByRole('columnheader', { name: /Karten/ });
      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() =>
        expect(fetches.queriesTo('/rpc/a_get_kataster_overview').at(-1)).toBe(
          'kataster_status=is.true&order=karten.asc,client_id.asc&limit=25&offset=0',
        ),
      );
    } finally {
      fetches.restore();
    }
    const [withKataster] = /^\d+/.exec(canvas.getByText(/Kunden mit Kataster$/).textContent ?? '') ?? [];
    await waitFor(() => expect(status()).toHaveTextContent(new RegExp(`^${withKataster} Kunden?$`)));
  },
};
