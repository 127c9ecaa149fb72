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
  parameters: {
    leitfaden: {
      zweck:
        'Kleine Karte mit dem Gebiet, das die Karten eines Kunden abdecken, als Rechteck. Sie steht im Backoffice auf der Seite eines Kunden in der Karte „Kundengebiet“; ohne erreichbare Kacheln zeigt sie einen Offline-Hintergrund mit Deutschlands Umriss, Flüssen und Städten.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Backoffice › Kunden: Gebiet seiner Karten), §7 (a_get_bbox_from_client), ClientArea.tsx',
      tun: [
        'Die Kachelquelle aus der Laufzeitkonfiguration übergeben; fehlt sie oder lädt nicht, den Offline-Hintergrund mit Hinweis zeigen.',
        'Für einen Kunden ohne Karten den Leerzustand zeigen, der sagt, woraus sich das Gebiet ergibt.',
      ],
      lassen: [
        'Auf dem Offline-Hintergrund nicht eng auf das Rechteck zoomen: Ohne Städte daneben läge es auf leerem Weiß.',
        'Kein Gebiet von Hand zeichnen lassen: Es ergibt sich aus den Karten des Kunden.',
      ],
    },
  },
  args: { bbox: loadedQuery(dresden), clientName: 'Forstbetrieb Sachsenforst Oberlausitz' },
} satisfies Meta<typeof ClientAreaMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

/** No tile source here: the offline background, with the client's extent drawn on it. */
export const Default: Story = {
  name: 'Standard',
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
  name: 'Kacheln laden nicht',
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Offline-Hintergrund'), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { bbox: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Kundengebiet wird geladen …' }),
    ).toBeInTheDocument();
  },
};

/** The empty state: a client without maps has no area yet. */
export const WithoutMaps: Story = {
  name: 'Ohne Karten',
  tags: ['visual'],
  args: { bbox: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch kein Kundengebiet')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { bbox: failedQuery(serviceError({ status: 503, message: 'Service Unavailable' }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das Kundengebiet konnte nicht geladen werden.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanName: Story = {
  name: 'Langer Kundenname',
  args: { clientName: 'Forstbetriebsgemeinschaft Erzgebirgisches Vorland und Mittelsächsisches Hügelland e. V.' },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.wm-bbox')).not.toBeNull());
    await expectMapsDrawn(canvasElement);
  },
};
