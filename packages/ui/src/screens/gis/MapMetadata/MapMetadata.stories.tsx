import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { storyBbox, storyClient, storyKarte } from '../storyData';

const onRetry = fn(() => Promise.resolve());
import { MapMetadata } from './MapMetadata';

const meta = {
  title: 'Screens/GIS/Karte – Metadaten (MapMetadata)',
  component: MapMetadata,
  parameters: {
    leitfaden: {
      zweck:
        'Metadaten einer gescannten Karte, Feld für Feld gespeichert: Jahr, Art, Bearbeitungsstand, Verwaltungsangaben, gespeicherte Georeferenzierung, Freigabe für den Kunden und Bemerkungen, dazu Bundesland und Koordinatensystem des Kunden. Teil der Kartenseite im GIS unter „Metadaten“.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS: Metadaten Feld für Feld), §4 (Status und Kundenstatus der Karte), §7 (PATCH /karte je Feld, PATCH /kunde, a_get_bbox_from_client), MapMetadata.tsx',
      tun: [
        'Jedes Feld beim Verlassen einzeln speichern und den Zustand am Feld zeigen.',
        'Bei einem abgelehnten Speichern den eingegebenen Wert behalten und erneutes Senden anbieten.',
      ],
      lassen: [
        'Nicht mehrere Felder in einem Aufruf senden: Die Spezifikation sieht je Feld einen Aufruf vor.',
        'Bundesland und Koordinatensystem des Kunden nicht als Felder der Karte darstellen: Sie gelten für alle Karten des Kunden.',
        'Einen Wert, der keine Zahl ist, nicht senden.',
      ],
    },
  },
  args: {
    karte: storyKarte,
    client: storyClient,
    bbox: loadedQuery(storyBbox),
    onSaveField: fn(async () => null),
    onSaveClient: fn(async () => null),
  },
} satisfies Meta<typeof MapMetadata>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving a changed field saves that one field; the field says so. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const jahr = canvas.getByRole('textbox', { name: 'Jahr' });
    await userEvent.clear(jahr);
    await userEvent.type(jahr, '1937');
    await userEvent.tab();
    await expect(args.onSaveField).toHaveBeenCalledTimes(1);
    await expect(args.onSaveField).toHaveBeenCalledWith('jahr', 1937);
    await expect(await canvas.findByText('Gespeichert')).toBeInTheDocument();

    // Leaving an unchanged field sends nothing.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Kreis' }));
    await userEvent.tab();
    await expect(args.onSaveField).toHaveBeenCalledTimes(1);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' }), 'Georeferenziert');
    await expect(args.onSaveField).toHaveBeenLastCalledWith('status', 'georeferenziert');

    await userEvent.click(canvas.getByRole('switch', { name: 'Für den Kunden sichtbar' }));
    await expect(args.onSaveField).toHaveBeenLastCalledWith('show_client', true);

    // Emptied text is stored as null.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Interne Bemerkung (APUS)' }));
    await userEvent.tab();
    await expect(args.onSaveField).toHaveBeenLastCalledWith('bem_apus', null);
  },
};

/** The client's Bundesland and EPSG go to PATCH /kunde, one at a time. */
export const ClientSettings: Story = {
  name: 'Einstellungen des Kunden',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland des Kunden' }), 'Hessen');
    await expect(args.onSaveClient).toHaveBeenLastCalledWith({ bundesland: 'HE' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Koordinatensystem des Kunden' }),
      'EPSG:25833 – ETRS89 / UTM Zone 33N',
    );
    await expect(args.onSaveClient).toHaveBeenLastCalledWith({ epsg: 25833 });
    await expect(canvas.getByText('West')).toBeInTheDocument();
  },
};

/** A Berlin client whose old sheets are in the Soldner system: the field says so, as on the client's page. */
export const OldSheetSystem: Story = {
  name: 'Kunde im System alter Blätter',
  args: { client: { ...storyClient, bundesland: 'BE', epsg: 3068 } },
  play: async ({ canvasElement }) => {
    const epsg = within(canvasElement).getByRole('combobox', { name: 'Koordinatensystem des Kunden' });
    await expect(epsg).toHaveDisplayValue('EPSG:3068 – DHDN / Soldner Berlin');
    await expect(epsg).toHaveAccessibleDescription(
      'EPSG:3068 ist das Soldner-System Berlins: passend für Altdaten; für neue Daten EPSG:25833.',
    );
  },
};

/** A save under way shows on its field only. */
export const Saving: Story = {
  name: 'Speichert',
  args: { onSaveField: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gemeinde = canvas.getByRole('textbox', { name: 'Gemeinde' });
    await userEvent.type(gemeinde, ' (Weser)');
    await userEvent.tab();
    await expect(await canvas.findByText('Wird gespeichert …')).toBeInTheDocument();
    // Leaving it again while it saves sends nothing twice.
    await userEvent.click(gemeinde);
    await userEvent.tab();
    await expect(args.onSaveField).toHaveBeenCalledTimes(1);
  },
};

/** A refused save keeps the typed value and offers to send it again. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  args: {
    onSaveField: fn(async () =>
      Promise.reject({ status: 403, code: '42501', message: 'permission denied for table karte', details: null }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scale = canvas.getByRole('textbox', { name: 'Maßstabszahl' });
    await userEvent.clear(scale);
    await userEvent.type(scale, '25000');
    await userEvent.tab();
    // German and what to do, the service's own text a details line in the same alert (FormError).
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Nicht gespeichert. Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: permission denied for table karte');
    await expect(scale).toHaveValue('25.000');

    await userEvent.click(canvas.getByRole('button', { name: 'Maßstabszahl: erneut speichern' }));
    await waitFor(() => expect(args.onSaveField).toHaveBeenCalledTimes(2));
    await expect(args.onSaveField).toHaveBeenLastCalledWith('scale', 25000);
  },
};

/** A value that is not a number is never sent. */
export const InvalidNumber: Story = {
  name: 'Ungültige Zahl',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const res = canvas.getByRole('textbox', { name: 'Gespeicherte Scanauflösung (dpi)' });
    await userEvent.clear(res);
    await userEvent.type(res, 'drei');
    await userEvent.tab();
    await expect(await canvas.findByText('Bitte eine Zahl eingeben.')).toBeInTheDocument();
    await expect(args.onSaveField).not.toHaveBeenCalled();
  },
};

export const WithoutClient: Story = {
  name: 'Ohne Kunde',
  args: { karte: { ...storyKarte, client_id: null }, client: null, bbox: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Die Karte ist keinem Kunden zugeordnet.')).toBeInTheDocument();
  },
};

export const ExtentLoading: Story = { name: 'Kundengebiet lädt', args: { bbox: loadingQuery() } };

/** The extent failed: the fields stay workable, the extent says why and reads again on request. */
export const ExtentFailed: Story = {
  name: 'Laden des Kundengebiets scheitert',
  args: { bbox: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Die Ausdehnung konnte nicht geladen werden.')).toBeInTheDocument();
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const ClientWithoutMaps: Story = { name: 'Kunde ohne Karten', args: { bbox: loadedQuery(null) } };

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    karte: {
      ...storyKarte,
      map_name:
        'Wirtschaftskarte des Forstamts Hann. Münden mit Abteilungs- und Unterabteilungsgrenzen, Bestandesbeschreibung und Wegenetz, Nachtrag 1936',
      bem_client: 'Bitte den Blattrand mit der Signatur des Forstmeisters und der Legende vollständig erhalten.',
    },
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
