import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { goodPoints, storyBbox, storyClient, storyKarte, storyScanUrl } from '../storyData';
import { expectMapsDrawn } from '../storyMapsDrawn';
import { MapDetailScreen } from './MapDetailScreen';

const meta = {
  title: 'Screens/GIS/Karte (MapDetailScreen)',
  component: MapDetailScreen,
  args: {
    karteId: storyKarte.id,
    map: loadedQuery({ karte: storyKarte, points: goodPoints }),
    client: storyClient,
    bbox: loadedQuery(storyBbox),
    imageUrl: storyScanUrl,
    onSaveGeoreference: fn(async () => null),
    onSaveField: fn(async () => null),
    onSaveClient: fn(async () => null),
  },
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Seite einer gescannten Karte im GIS (/gis/index?karte=…): oben der Georeferenzierungs-Editor, darunter die Metadaten. Der Titel ist der Kartenname, darunter stehen Kunde, Jahr und Nummer; „Alle Karten“ führt zur Tabelle zurück.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS: Metadaten und Georeferenzierungs-Editor; Ansichtsparameter „karte“), §6, §7 (GET /karte, GET /mappoint), MapDetailView.tsx',
      tun: [
        'Für eine unbekannte Nummer sagen, dass es die Karte nicht gibt und sie vielleicht gelöscht wurde.',
        'Fehlt die Ausdehnung der Kundenkarten, die Karte trotzdem bearbeitbar lassen und den Grund an der Ausdehnung zeigen.',
      ],
      lassen: [
        'Ungespeicherte Punkte beim Verlassen nicht stillschweigend verwerfen: Die Seite fragt vorher.',
        'Das EPSG des Kunden nicht übergehen: Hat die Karte kein eigenes, steht es für sie ein.',
      ],
    },
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof MapDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the map's name is the page title, the editor and the metadata are its sections. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: storyKarte.map_name })).toBeInTheDocument();
    await expect(canvas.getByText(`${storyClient.name} · 1936 · Nr. 3`)).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Georeferenzierung' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Metadaten' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toHaveAttribute('href', '/gis/index');
    await expectMapsDrawn(canvasElement);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { map: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Karte 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Karte wird geladen …' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alle Karten' })).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { map: failedQuery(serviceError({ message: 'Gateway Timeout', status: 504 }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Die Karte konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist gerade nicht verfügbar.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: Gateway Timeout');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  name: 'Nicht gefunden',
  args: { karteId: 99999, map: loadedQuery({ karte: null, points: [] }) },
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
  name: 'Ohne Kunde',
  args: {
    client: null,
    bbox: loadedQuery(null),
    map: loadedQuery({ karte: { ...storyKarte, client_id: null, jahr: null }, points: goodPoints }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nr. 3')).toBeInTheDocument();
  },
};

/** The extent of the client's maps failed: the map itself stays workable, the extent says why. */
export const BboxFailed: Story = {
  name: 'Laden des Kundengebiets scheitert',
  args: { bbox: failedQuery(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: storyKarte.map_name })).toBeInTheDocument();
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar./)).toBeInTheDocument();
  },
};

/** A long German name on a phone-wide column: the title wraps. */
export const LongGermanTextNarrow: Story = {
  name: 'Langer Text, schmal',
  args: {
    map: loadedQuery({
      karte: {
        ...storyKarte,
        map_name: 'Forstübersichtskarte Gemeinschaftswald Donaueschingen-Hüfingen Blatt Nordost',
      },
      points: goodPoints,
    }),
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Forstübersichtskarte Gemeinschaftswald');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
