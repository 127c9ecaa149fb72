import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { goodPoints, storyBbox, storyClient, storyKarte, storyScanUrl } from '../storyData';
import { MapDetailScreen } from './MapDetailScreen';

const meta = {
  title: 'Screens/Gis/MapDetailScreen',
  component: MapDetailScreen,
  args: {
    karteId: storyKarte.id,
    karte: storyKarte,
    points: goodPoints,
    client: storyClient,
    bbox: storyBbox,
    imageUrl: storyScanUrl,
    onRetry: fn(),
    onSaveGeoreference: fn(async () => null),
    onSaveField: fn(async () => null),
    onSaveClient: fn(async () => null),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof MapDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the map's name is the page title, the editor and the metadata are its sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: storyKarte.map_name })).toBeInTheDocument();
    await expect(canvas.getByText(`${storyClient.name} · 1936 · Nr. 3`)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Georeferenzierung' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Metadaten' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toHaveAttribute('href', '/gis/index');
  },
};

export const Loading: Story = {
  args: { karte: null, points: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Karte 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Karte wird geladen …' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { karte: null, points: [], error: 'Der Datendienst antwortet nicht.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst antwortet nicht.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { karteId: 99999, karte: null, points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Eine Karte mit der Nummer 99999 gibt es nicht.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toHaveAttribute('href', '/gis/index');
  },
};

/** A map without a client: the subtitle names only what is known. */
export const WithoutClient: Story = {
  args: { client: null, bbox: null, karte: { ...storyKarte, client_id: null, jahr: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nr. 3')).toBeInTheDocument();
  },
};
