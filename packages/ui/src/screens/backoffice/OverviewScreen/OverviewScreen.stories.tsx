import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_NAME_CLIENT, STORY_CLIENTS, storyClient } from '../storyData';
import { OverviewScreen } from './OverviewScreen';
import { narrowDecorator } from '../../../testing/narrowDecorator';

const meta = {
  title: 'Screens/Backoffice/OverviewScreen',
  component: OverviewScreen,
  args: {
    clients: STORY_CLIENTS,
    expertRequests: 3,
    figures: [
      { label: 'Kunden', value: 32, href: '/dashboard?bereich=kunden' },
      { label: 'Kunden mit Kataster', value: 19, href: '/dashboard?bereich=kataster' },
    ],
  },
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '3 offene Anfragen entscheiden' })).toHaveAttribute(
      'href',
      '/users/index?rolle=ogf_expert_query',
    );
    await expect(canvas.getByRole('link', { name: 'Wasser- und Bodenverband Aller-Örtze' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden&id=4',
    );
    await expect(canvas.getByText('Bundesland fehlt, EPSG fehlt')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /32\s*Kunden/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden',
    );
  },
};

export const NothingToDo: Story = {
  args: { clients: [storyClient({ client_id: 1 })], expertRequests: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Anfragen.')).toBeInTheDocument();
    await expect(canvas.getByText('Alle Kunden haben Bundesland und Koordinatensystem.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Error: Story = { args: { error: new globalThis.Error('Zeitüberschreitung'), onRetry: fn() } };

export const LongGermanText: Story = {
  args: { clients: [{ ...LONG_NAME_CLIENT, epsg: null }, ...STORY_CLIENTS] },
};

export const NarrowWidth: Story = {
  args: LongGermanText.args,
  decorators: [narrowDecorator],
};
