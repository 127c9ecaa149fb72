import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceRows, withFaults } from '@waldmonitor/mocks';
import type { Client, Karte, MapPoint } from '@waldmonitor/ui/model';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../testing/ConnectedStory';
import { allClientsReads, clientReads, recordFromStart } from '../../testing/allClientsReads';
import { recordFetch } from '../../testing/recordFetch';
import { draftKey } from './georefDraft';
import { GisPage } from './GisPage';

/** Drafts are kept in localStorage, which outlives a story: every story starts without one for map 3. */
const clearDraftOfMapThree = () => {
  localStorage.removeItem(draftKey(3));
  return () => localStorage.removeItem(draftKey(3));
};

const meta = {
  title: 'Screens/GIS/Karten · verbunden (GisPage)',
  component: GisPage,
  ...connectedPage,
  parameters: { ...connectedPage.parameters, layout: 'fullscreen', router: { initialEntries: ['/gis/index'] } },
  decorators: [...connectedPage.decorators, (Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
  beforeEach: clearDraftOfMapThree,
} satisfies Meta<typeof GisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const editorRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Passpunkte' }))
    .getAllByRole('row')
    .slice(1);
const openMap = { session: 'experte', router: { initialEntries: ['/gis/index?karte=3'] } };
/** A map as the service holds it. */
const storedMap = async (id: number) => (await serviceRows<Karte>(`karte?id=eq.${id}`))[0]!;
/** Map 3 as the service holds it; its name is the page title once the map has loaded. */
const mapThree = () => storedMap(3);
/** A map's points as the service holds them, by number. */
const storedPoints = (karteId: number) => serviceRows<MapPoint>(`mappoint?karte_id=eq.${karteId}&order=nr.asc`);
/** How many maps the service holds, all or those of a PostgREST filter (`status=eq.neu`). */
const mapCount = async (filter = '') => (await serviceRows<Pick<Karte, 'id'>>(`karte?select=id&${filter}`)).length;

/** The maps table from GET /karten_liste (the rows of a_get_map_list_from_db); a map's name links to `?karte=<id>`. */
export const Default: Story = {
  name: 'Standard',
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = await mapCount();
    await expect(await canvas.findByText(`${count} Karten`, {}, { timeout: 5000 })).toBeInTheDocument();
    const first = await storedMap(1);
    await expect(canvas.getByRole('link', { name: first.map_name })).toHaveAttribute('href', '/gis/index?karte=1');
  },
};

/**
 * The back office's "Karten des Kunden im GIS": `?kunde=` starts the table filtered to that
 * client, shown by its name; the filter offers the first matches of a search, never every client.
 */
export const ClientMapsFromBackOffice: Story = {
  name: 'Karten des Kunden im GIS',
  parameters: { session: 'admin', router: { initialEntries: ['/gis/index?kunde=3'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await mapCount('client_id=eq.3');
    await expect(own).toBeGreaterThan(0);
    // The service's total of the filter.
    await expect(await canvas.findByText(`${own} Karten`, {}, { timeout: 5000 })).toBeInTheDocument();
    const [client] = await serviceRows<Client>('kunde?client_id=eq.3');
    // The chosen client is read by its id, which may answer after the list; until then the field
    // is empty, so wait for the client's name itself.
    const clientName = new RegExp(`^${client!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await waitFor(
      () => expect((canvas.getByRole('combobox', { name: 'Kunde' }) as HTMLInputElement).value).toMatch(clientName),
      { timeout: 5000 },
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kunde' }));
    await userEvent.keyboard('forst');
    await waitFor(() =>
      expect(
        clientReads().some((request) => decodeURIComponent(request.path).includes('name_suche=ilike.*forst*')),
      ).toBe(true),
    );
    await expect(allClientsReads()).toEqual([]);
  },
};

/** Deep link: an expert opens map 3 with its saved points. */
/** The map's client is read alone (client_id=eq.), never every client. */
export const OpenMap: Story = {
  name: 'Karte öffnen',
  parameters: openMap,
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const karte = await mapThree();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: karte.map_name }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(editorRows(canvas)).toHaveLength((await storedPoints(3)).length);
    await expect(canvas.getByRole('combobox', { name: 'Transformationstyp' })).toHaveValue(karte.georef_typ);
    await expect(canvas.getByRole('link', { name: /Alle Karten/ })).toHaveAttribute('href', '/gis/index');
    await waitFor(() =>
      expect(clientReads().map((request) => decodeURIComponent(request.path))).toContain(
        `/data/rpc/a_get_all_clients?client_id=eq.${karte.client_id}&limit=1&offset=0`,
      ),
    );
    await expect(allClientsReads()).toEqual([]);
  },
};

/**
 * Leaving a map with unsaved points asks first (react-router's blocker, so the
 * story runs in a data router). Abbrechen keeps the editor with the change; Verwerfen
 * goes back to the table.
 */
export const LeaveEditorWithUnsavedPoints: Story = {
  name: 'Ungespeicherte Passpunkte verlassen',
  parameters: { ...openMap, router: { data: true, initialEntries: ['/gis/index?karte=3'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (await mapThree()).map_name;
    await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
    const before = editorRows(canvas).length;
    await userEvent.click(within(editorRows(canvas)[0]!).getByRole('button', { name: 'Punkt 1 löschen' }));
    await userEvent.click(canvas.getByRole('link', { name: /Alle Karten/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(editorRows(canvas)).toHaveLength(before - 1);

    await userEvent.click(canvas.getByRole('link', { name: /Alle Karten/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name })).toBeNull());
    await expect(canvas.queryByTestId('georef-editor')).toBeNull();
  },
};

/** Save replaces the points and stores type, resolution and script; what the service holds afterwards. */
export const SaveGeoreference: Story = {
  name: 'Georeferenzierung speichern',
  parameters: openMap,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: (await mapThree()).map_name }, { timeout: 5000 });
    const before = (await storedPoints(3)).length;
    await userEvent.click(within(editorRows(canvas)[0]!).getByRole('button', { name: 'Punkt 1 löschen' }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Transformationstyp' }),
      'Polynom 1. Ordnung (mind. 3 Punkte)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await expect(await canvas.findByText('Gespeichert', {}, { timeout: 5000 })).toBeInTheDocument();

    const saved = await storedPoints(3);
    await expect(saved).toHaveLength(before - 1);
    await expect(saved.map((p) => p.nr)).toEqual(saved.map((_, i) => i + 1));
    const karte = await mapThree();
    await expect(karte.georef_typ).toBe('polynomial1');
    await expect(karte.georef_bash).toContain('gdalwarp -r near -order 1');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Gespeichertes GDAL-Skript' })).toHaveValue(karte.georef_bash ?? ''),
    );
  },
};

/** The map as the data service holds it: points, type, resolution and script. */
const storedMapThree = async () => {
  const { georef_typ, res, georef_bash } = await mapThree();
  return { georef_typ, res, georef_bash, points: await storedPoints(3) };
};

/**
 * a_save_georeference refused: one transaction, so nothing is stored and the message says so;
 * the editor keeps the changed points and type.
 */
export const FailedSaveStoresNothing: Story = {
  name: 'Speichern scheitert, Editor bleibt',
  parameters: {
    ...openMap,
    msw: {
      handlers: withFaults({ a_save_georeference: { status: 500, message: 'Der Speicherplatz ist erschöpft.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: (await mapThree()).map_name }, { timeout: 5000 });
    const before = await storedMapThree();
    await userEvent.click(within(editorRows(canvas)[0]!).getByRole('button', { name: 'Punkt 1 löschen' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Transformationstyp' }), 'helmert');
    const count = editorRows(canvas).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(
      /^Die Georeferenzierung wurde nicht gespeichert; .* Es wurde nichts gespeichert; die Karte behält ihre bisherigen Passpunkte, ihren Typ, ihr Skript und ihre Maske\./,
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: Der Speicherplatz ist erschöpft.');
    await expect(await storedMapThree()).toEqual(before);
    await expect(editorRows(canvas)).toHaveLength(count);
    await expect(canvas.getByRole('combobox', { name: 'Transformationstyp' })).toHaveValue('helmert');
  },
};

/**
 * The fault that once left a save half done (PATCH /karte refused after the points were
 * replaced: new points, old type and RMSE) no longer meets it: the save is one call of ours.
 */
export const SaveIsNotHalfDone: Story = {
  name: 'Speichern nie halb erledigt',
  parameters: { ...openMap, msw: { handlers: withFaults({ 'PATCH /karte': { status: 500, times: 1 } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: (await mapThree()).map_name }, { timeout: 5000 });
    const before = (await storedPoints(3)).length;
    await userEvent.click(within(editorRows(canvas)[0]!).getByRole('button', { name: 'Punkt 1 löschen' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Transformationstyp' }), 'helmert');
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await expect(await canvas.findByText('Gespeichert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await storedPoints(3)).toHaveLength(before - 1);
    await expect((await mapThree()).georef_typ).toBe('helmert');
  },
};

/** A metadata field saves itself with PATCH /karte. */
export const EditMetadata: Story = {
  name: 'Metadaten bearbeiten',
  parameters: openMap,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gemeinde = await canvas.findByRole('textbox', { name: 'Gemeinde' }, { timeout: 5000 });
    await userEvent.clear(gemeinde);
    await userEvent.type(gemeinde, 'Hann. Münden');
    await userEvent.tab();
    await expect(await canvas.findByText('Gespeichert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect((await mapThree()).gemeinde).toBe('Hann. Münden');
  },
};

/** Create a map (POST /karte, return=representation) and land in it. */
export const CreateMap: Story = {
  name: 'Karte anlegen',
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Karte anlegen' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('dialog', { name: 'Karte anlegen' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Dränplan Jühnde 1952');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '4960');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '7016');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dränplan Jühnde 1952' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Noch keine Passpunkte/)).toBeInTheDocument();
  },
};

export const DeleteMap: Story = {
  name: 'Karte löschen',
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const victim = await storedMap(2);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Karte „${victim.map_name}“ löschen` }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    // The service first: a list revalidating for another reason also shows no link for a moment.
    await waitFor(async () => expect(await serviceRows<Karte>('karte?id=eq.2')).toHaveLength(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('link', { name: victim.map_name })).toBeNull(), { timeout: 5000 });
  },
};

export const MapNotFound: Story = {
  name: 'Karte nicht gefunden',
  parameters: { session: 'admin', router: { initialEntries: ['/gis/index?karte=99999'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Eine Karte mit der Nummer 99999 gibt es nicht.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const ListFails: Story = {
  name: 'Laden der Liste scheitert',
  parameters: {
    session: 'admin',
    msw: { handlers: withFaults({ getKartenListe: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The service's own text is a details line of the failure (failureMessage).
    await expect(
      (await canvas.findAllByText(/Datenbank nicht erreichbar\./, {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  },
};

/** Scale, DIN, active points and RMSE come with the list row; experts do not delete. */
export const ExpertTable: Story = {
  name: 'Tabelle für Experten',
  parameters: { session: 'experte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = await mapCount();
    await expect(await canvas.findByText(`${count} Karten`, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('Karten löschen können nur Administratoren.');
    await expect(canvas.queryByRole('button', { name: /löschen$/ })).toBeNull();
    const first = await storedMap(1);
    const points = await storedPoints(1);
    const row = canvas.getByRole('link', { name: first.map_name }).closest('tr')!;
    const whole = new Intl.NumberFormat('de-DE');
    if (first.scale !== null) await expect(row).toHaveTextContent(`1:${whole.format(first.scale)}`);
    await expect(row).toHaveTextContent(`${points.filter((p) => p.enable).length} / ${points.length}`);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noch nicht georeferenziert' }));
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent(`${count} Karten`));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ Karten?$/);
  },
};

/**
 * Nothing lost on save: the save fails once and stores nothing, and the editor's points
 * stay as a local draft, offered when the map is opened again.
 */
export const DraftAfterFailedSave: Story = {
  name: 'Entwurf nach gescheitertem Speichern',
  parameters: {
    ...openMap,
    msw: { handlers: withFaults({ a_save_georeference: { status: 500, times: 1 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (await mapThree()).map_name;
    await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
    const stored = (await storedPoints(3)).length;
    await userEvent.click(within(editorRows(canvas)[0]!).getByRole('button', { name: 'Punkt 1 löschen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(await storedPoints(3)).toHaveLength(stored);

    await userEvent.click(canvas.getByRole('link', { name: /Alle Karten/ }));
    await userEvent.click(await canvas.findByRole('link', { name }, { timeout: 5000 }));
    const offer = await canvas.findByRole('region', { name: 'Ungespeicherter Entwurf' }, { timeout: 5000 });
    await expect(offer).toHaveTextContent(`mit ${stored - 1} Punkten`);
    await expect(editorRows(canvas)).toHaveLength(stored);
    await userEvent.click(within(offer).getByRole('button', { name: 'Wiederherstellen' }));
    await expect(editorRows(canvas)).toHaveLength(stored - 1);
  },
};

/** Filter and sort go to the data service as PostgREST's query, one page of 50 at a time. */
export const ListAsksTheService: Story = {
  name: 'Filter und Sortierung beim Dienst',
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = await mapCount();
    await canvas.findByText(`${count} Karten`, {}, { timeout: 5000 });
    const fetches = recordFetch();
    const lastQuery = () => decodeURIComponent(fetches.to('/karten_liste').at(-1)?.path.split('?')[1] ?? '');
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' }), 'Neu');
      const neu = await mapCount('status=eq.neu');
      await expect(await canvas.findByText(`${neu} Karten`, {}, { timeout: 5000 })).toBeInTheDocument();
      // Without a sort, by map number: a view has no order of its own.
      await expect(lastQuery()).toBe('status=eq.neu&order=id.asc&limit=50&offset=0');
      await userEvent.click(canvas.getByRole('button', { name: 'Jahr' }));
      await waitFor(() => expect(lastQuery()).toBe('status=eq.neu&order=jahr.asc.nullslast,id.asc&limit=50&offset=0'));
    } finally {
      fetches.restore();
    }
    await expect(canvas.getByRole('columnheader', { name: 'Jahr' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** An address with filters and sort (a reload, a link, the tags view) shows that list again. */
export const ListRestoredFromAddress: Story = {
  name: 'Liste aus der Adresse wiederhergestellt',
  parameters: { session: 'admin', router: { initialEntries: ['/gis/index?stand=neu&sortierung=-jahr'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neu = await mapCount('status=eq.neu');
    await expect(await canvas.findByText(`${neu} Karten`, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' })).toHaveDisplayValue('Neu');
    await expect(canvas.getByRole('columnheader', { name: 'Jahr' })).toHaveAttribute('aria-sort', 'descending');
  },
};
