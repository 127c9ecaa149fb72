import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { LONG_NAME_CLIENT, STORY_CLIENTS, storyClient } from '../storyData';
import { OverviewScreen } from './OverviewScreen';

const meta = {
  title: 'Screens/Back office/Übersicht (OverviewScreen)',
  component: OverviewScreen,
  args: {
    clients: loadedQuery(STORY_CLIENTS),
    expertRequests: 3,
    figures: [
      { label: 'Kunden', value: 32, href: '/dashboard?bereich=kunden' },
      { label: 'Kunden mit Kataster', value: 19, href: '/dashboard?bereich=kataster' },
    ],
  },
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '3 offene Anfragen entscheiden' })).toHaveAttribute(
      'href',
      '/users/index?tab=anfragen',
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

/** More clients need attention than the service sent: the list says how many more. */
export const MoreThanShown: Story = {
  args: { moreClients: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('und 1.234 weitere Kunden')).toBeInTheDocument();
  },
};

export const NothingToDo: Story = {
  args: { clients: loadedQuery([storyClient({ client_id: 1 })]), expertRequests: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Anfragen.')).toBeInTheDocument();
    await expect(canvas.getByText('Alle Kunden haben Bundesland und Koordinatensystem.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { clients: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Error: Story = {
  args: { clients: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: { clients: loadedQuery([{ ...LONG_NAME_CLIENT, epsg: null }, ...STORY_CLIENTS]) },
};

export const NarrowWidth: Story = {
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
