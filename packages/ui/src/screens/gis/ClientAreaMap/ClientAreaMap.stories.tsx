import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceError } from '../../../testing/serviceError';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { expectMapsDrawn } from '../storyMapsDrawn';
import { ClientAreaMap } from './ClientAreaMap';

/** Around Dresden: the maps of a Saxon forestry client. */
const dresden = { xmin: 13.55, ymin: 50.95, xmax: 13.95, ymax: 51.15 };

const meta = {
  title: 'Screens/GIS/Kundengebiet – Karte (ClientAreaMap)',
  component: ClientAreaMap,
  args: { bbox: loadedQuery(dresden), clientName: 'Forstbetrieb Sachsenforst Oberlausitz' },
} satisfies Meta<typeof ClientAreaMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

/** No tile source here: the offline background, with the client's extent drawn on it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Gebiet der Karten von Forstbetrieb Sachsenforst Oberlausitz' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline-Hintergrund');
    await waitFor(() => expect(canvasElement.querySelector('.wm-bbox')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelectorAll('.wm-town').length).toBeGreaterThan(10));
    await expectMapsDrawn(canvasElement);
  },
};

/** Tiles that cannot load (no internet in tests) fall back to the offline background. */
export const TilesFail: Story = {
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Offline-Hintergrund'), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  args: { bbox: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Kundengebiet wird geladen …' }),
    ).toBeInTheDocument();
  },
};

/** The empty state: a client without maps has no area yet. */
export const WithoutMaps: Story = {
  tags: ['visual'],
  args: { bbox: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch kein Kundengebiet')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { bbox: failedQuery(serviceError({ status: 503, message: 'Service Unavailable' }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das Kundengebiet konnte nicht geladen werden.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanName: Story = {
  args: { clientName: 'Forstbetriebsgemeinschaft Erzgebirgisches Vorland und Mittelsächsisches Hügelland e. V.' },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.wm-bbox')).not.toBeNull());
    await expectMapsDrawn(canvasElement);
  },
};
