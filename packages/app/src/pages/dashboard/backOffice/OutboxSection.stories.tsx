import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { OutboxSection } from './OutboxSection';

const meta = {
  title: 'Screens/Back office/Postausgang · verbunden (OutboxSection)',
  component: OutboxSection,
  ...connectedPageAt('/dashboard?bereich=postausgang'),
} satisfies Meta<typeof OutboxSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo's outbox, newest first, with the demo's note; the state filter goes to the data
 * service as PostgREST's query.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Postausgang' })).toBeInTheDocument();
    await expect(canvas.getByText(/was versandt worden wäre/)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^(\d+ E-Mails|1 E-Mail)$/), {
      timeout: 10_000,
    });
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Zustand' }), 'wartet');
      await waitFor(() =>
        expect(fetches.queriesTo('/rpc/a_get_outbox').at(-1)).toBe(
          'zustand=eq.wartet&order=created_at.desc,id.desc&limit=25&offset=0',
        ),
      );
    } finally {
      fetches.restore();
    }
  },
};

/** A failed read shows the service's message and offers to try again. */
export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ a_get_outbox: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Meldung des Dienstes: Datenbank nicht erreichbar.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
