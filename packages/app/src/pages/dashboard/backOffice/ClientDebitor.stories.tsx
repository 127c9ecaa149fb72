import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Kunde › Debitor · verbunden (ClientDebitor)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard?bereich=kunden&id=3'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const debitorField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: /Debitorennummer/ }, { timeout: 10_000 });

/**
 * The seed gives client 3 the number 10003. Client 1's number is refused with the service's
 * reason at the field; "Nächste freie Nummer" fills in a_next_debitor_nr's proposal, which
 * a_set_debitor_nr saves (numbers go as text, requirements §5).
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await debitorField(canvasElement);
    await waitFor(() => expect(field).toHaveValue('10003'), { timeout: 10_000 });
    const save = canvas.getByRole('button', { name: 'Debitorennummer speichern' });

    await userEvent.clear(field);
    await userEvent.type(field, '10001');
    await userEvent.click(save);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Die Debitorennummer wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent(/Die Debitorennummer 10001 hat bereits der Kunde „.+“\./);

    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Nächste freie Nummer' }));
      const proposed = (field as HTMLInputElement).value;
      await expect(proposed).toMatch(/^\d{5}$/);
      await expect(proposed).not.toBe('10001');
      await userEvent.click(save);
      await waitFor(() => expect(fetches.to('/rpc/a_set_debitor_nr')).toHaveLength(1), { timeout: 10_000 });
      await expect(fetches.to('/rpc/a_set_debitor_nr')[0]?.body).toEqual({ client_id: '3', debitor_nr: proposed });
      await waitFor(() => expect(save).toBeDisabled(), { timeout: 10_000 });
      await expect(canvas.queryByText('Die Debitorennummer wurde nicht gespeichert.')).toBeNull();
    } finally {
      fetches.restore();
    }
  },
};
