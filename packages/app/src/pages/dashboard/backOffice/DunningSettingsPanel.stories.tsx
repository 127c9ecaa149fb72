import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { DunningSettingsPanel } from './DunningSettingsPanel';

const meta = {
  title: 'Screens/Back office/Mahnwesen – Einstellungen · verbunden (DunningSettingsPanel)',
  component: DunningSettingsPanel,
  ...connectedPageAt('/dashboard?bereich=mahnwesen'),
} satisfies Meta<typeof DunningSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seed's four levels and base rates from the SQL; a changed fee is saved by
 * a_update_dunning_level and read back, a new base rate by a_set_base_rate.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Letzte Mahnung' }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: '01.01.2026' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Stufe 2 bearbeiten' }));
    const fee = canvas.getByRole('textbox', { name: 'Gebühr in Euro Stufe 2' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '7,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(canvas.getByRole('cell', { name: /^7,50\s€$/ })).toBeVisible(), { timeout: 10_000 });

    await userEvent.type(canvas.getByLabelText(/Gültig ab/), '2026-07-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ }), '1,27');
    await userEvent.click(canvas.getByRole('button', { name: 'Basiszinssatz speichern' }));
    await expect(await canvas.findByRole('cell', { name: '01.07.2026' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The service fails the save: the form says what was not saved, and keeps the values. */
export const SaveFails: Story = {
  name: 'Speichern scheitert',
  parameters: {
    msw: { handlers: withFaults({ a_set_base_rate: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: '01.01.2026' }, { timeout: 10_000 });
    await userEvent.type(canvas.getByLabelText(/Gültig ab/), '2026-07-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ }), '1,27');
    await userEvent.click(canvas.getByRole('button', { name: 'Basiszinssatz speichern' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Der Basiszinssatz wurde nicht gespeichert.');
    await expect(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ })).toHaveValue('1,27');
  },
};

/** The levels cannot be read: the table says so and offers to try again. */
export const ReadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ a_get_dunning_levels: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('region', { name: 'Mahnstufen mit Fristen und Gebühren' });
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};
