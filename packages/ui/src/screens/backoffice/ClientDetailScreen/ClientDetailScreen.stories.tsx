import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery, mapQuery } from '../../../model/queryState';
import type { KundePatch } from '../../../model/contract/tables';
import type { ClientAppUserRow, ClientDetailsRow } from '../../../model/resultRows';
import { Card } from '../../../primitives/Card';
import { cutOffElements } from '../../../testing/cutOff';
import { ClientAreaMap } from '../../gis/ClientAreaMap';
import { expectMapsDrawn } from '../../gis/storyMapsDrawn';
import { storyListView } from '../../shared/ListPage/storyList';
import { ClientPeople } from '../ClientPeople';
import { OPEN_ITEM_ROWS, openItemSumsOf } from '../OpenItemsScreen/openItemsStoryData';
import { ClientOpenItems } from './ClientOpenItems';
import { LONG_NAME_CLIENT, storyClientDetails } from '../storyData';
import { ClientDetailScreen, type ClientDetailScreenProps } from './ClientDetailScreen';
import { leitfaden } from './ClientDetailScreen.guidance';

/** Applies PATCH /kunde to the shown client, as the page's revalidation does. */
function Stateful(props: ClientDetailScreenProps) {
  const [client, setClient] = useState<ClientDetailsRow | null>(props.client.data ?? null);
  return (
    <ClientDetailScreen
      {...props}
      client={mapQuery(props.client, () => client)}
      onPatch={async (patch: KundePatch) => {
        await props.onPatch(patch);
        setClient((current) => (current ? { ...current, ...patch } : current));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Back office/Kunde (ClientDetailScreen)',
  component: Stateful,
  args: {
    client: loadedQuery(storyClientDetails()),
    backHref: '/dashboard?bereich=kunden',
    mapsHref: '/gis/index?kunde=1',
    onSaveDetails: fn(async () => null),
    onPatch: fn(async () => null),
    onSaveOrdner: fn(async () => null),
    onKatasterChange: fn(),
    onActiveChange: fn(async () => null),
  },
  parameters: {
    leitfaden,
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stadt Calw' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '07051 1670 anrufen' })).toHaveAttribute('href', 'tel:070511670');
    await expect(canvas.getByRole('link', { name: 'Karten des Kunden im GIS' })).toHaveAttribute(
      'href',
      '/gis/index?kunde=1',
    );
    await expect(canvas.getByRole('switch', { name: 'Kataster für diesen Kunden' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Projektordner' })).toHaveValue('/projekte/001_Calw');
  },
};

/** Each field is sent alone; a code that does not fit the Land says so and offers the suggestion. */
export const EpsgSuggestion: Story = {
  name: 'EPSG-Vorschlag',
  args: { client: loadedQuery(storyClientDetails({ bundesland: null, epsg: null })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'SN');
    await expect(args.onPatch).toHaveBeenLastCalledWith({ bundesland: 'SN' });
    const epsg = canvas.getByRole('combobox', { name: 'Koordinatensystem (EPSG)' });
    await waitFor(() => expect(epsg).toHaveAccessibleDescription('Für Sachsen empfohlen: EPSG:25833.'));
    await userEvent.selectOptions(epsg, '25832');
    await expect(args.onPatch).toHaveBeenLastCalledWith({ epsg: 25832 });
    await waitFor(() =>
      expect(epsg).toHaveAccessibleDescription(/EPSG:25832 passt nicht zu Sachsen\. Empfohlen: EPSG:25833/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'EPSG:25833 übernehmen' }));
    await expect(args.onPatch).toHaveBeenLastCalledWith({ epsg: 25833 });
    await waitFor(() => expect(epsg).not.toHaveAttribute('aria-invalid'));
    await userEvent.selectOptions(epsg, '31469');
    await waitFor(() => expect(epsg).toHaveAccessibleDescription(/Gauß-Krüger-Streifen in Sachsen/));
  },
};

export const PatchFails: Story = {
  name: 'Speichern ohne Berechtigung',
  args: {
    onPatch: fn(async () => {
      throw { status: 403, code: '42501', message: 'permission denied for table kunde', details: null, hint: null };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'BY');
    // The failed save's one inline look (FormError) in the card: what did not happen, what to do,
    // and the service's own text as a details line in the same alert.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Das Bundesland wurde nicht gespeichert. Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.',
    );
    await expect(within(alert).getByText('Meldung des Dienstes: permission denied for table kunde')).toBeVisible();
  },
};

export const SaveMasterData: Story = {
  name: 'Stammdaten speichern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plz = canvas.getByRole('textbox', { name: 'PLZ' });
    await userEvent.clear(plz);
    await userEvent.type(plz, '7536');
    await userEvent.click(canvas.getByRole('button', { name: 'Stammdaten speichern' }));
    await expect(plz).toHaveAccessibleDescription(/fünf Ziffern/);
    await userEvent.type(plz, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Stammdaten speichern' }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith(expect.objectContaining({ client_id: 1, plz: '75364' }));
  },
};

/** A business by default; marking the client a consumer is saved with the Stammdaten. */
export const MarkAsConsumer: Story = {
  name: 'Als Verbraucher markieren',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Privatkunde (Verbraucher)', { selector: 'span' })).toBeNull();
    const consumer = canvas.getByRole('checkbox', { name: 'Privatkunde (Verbraucher)' });
    await expect(consumer).not.toBeChecked();
    await expect(consumer).toHaveAccessibleDescription(
      'Verzugszinsen: 5 Prozentpunkte über dem Basiszinssatz, keine 40-€-Pauschale',
    );
    await userEvent.click(consumer);
    await userEvent.click(canvas.getByRole('button', { name: 'Stammdaten speichern' }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 1, name: 'Stadt Calw', verbraucher: true }),
    );
  },
};

/** A consumer: marked under the name, read-only there, and the box in the Stammdaten ticked. */
export const Consumer: Story = {
  name: 'Privatkunde (Verbraucher)',
  args: { client: loadedQuery(storyClientDetails({ verbraucher: true })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Privatkunde (Verbraucher)', { selector: 'span' })).toBeVisible();
    const consumer = canvas.getByRole('checkbox', { name: 'Privatkunde (Verbraucher)' });
    await expect(consumer).toBeChecked();
    await userEvent.click(consumer);
    await userEvent.click(canvas.getByRole('button', { name: 'Stammdaten speichern' }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith(expect.objectContaining({ verbraucher: false }));
  },
};

export const SaveOrdner: Story = {
  name: 'Projektordner speichern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ordner = canvas.getByRole('textbox', { name: 'Projektordner' });
    await userEvent.clear(ordner);
    await userEvent.type(ordner, '/projekte/2026/Calw ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ordner speichern' }));
    await expect(args.onSaveOrdner).toHaveBeenCalledWith('/projekte/2026/Calw');
  },
};

/** "Kunde deaktivieren" asks first, says what stays, and sends a_set_client_active with false. */
export const Deactivate: Story = {
  name: 'Kunde deaktivieren',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Deaktiviert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde deaktivieren' }));
    // The dialog's code loads on first use: alone in a run, the story waits for it.
    const dialog = await within(document.body).findByRole('alertdialog', { name: '„Stadt Calw“ deaktivieren?' });
    await expect(dialog).toHaveAccessibleDescription(/bleiben erhalten und lesbar/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kunde deaktivieren' }));
    await expect(args.onActiveChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A deactivated client: the badge under its name, and "Kunde wieder aktivieren". */
export const Deactivated: Story = {
  name: 'Deaktiviert',
  args: { client: loadedQuery(storyClientDetails({ aktiv: false })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deaktiviert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Kunde deaktivieren' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde wieder aktivieren' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '„Stadt Calw“ wieder aktivieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kunde wieder aktivieren' }));
    await expect(args.onActiveChange).toHaveBeenCalledWith(true);
  },
};

/** A 409 while deactivating: the dialog stays open and says the client changed meanwhile, not "another value". */
export const DeactivateConflict: Story = {
  name: 'Deaktivieren mit Konflikt',
  args: {
    onActiveChange: fn(async () => {
      throw { status: 409, code: '23505', message: 'duplicate key value', details: null, hint: null };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kunde deaktivieren' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kunde deaktivieren' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Kunde wurde nicht deaktiviert. Der Kunde „Stadt Calw“ wurde inzwischen anderweitig geändert; geändert wurde nichts.',
    );
    await expect(alert).not.toHaveTextContent(/anderen Wert/);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { client: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Nicht gefunden',
  args: { client: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Diesen Kunden gibt es nicht.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { client: failedQuery(new TypeError('Failed to fetch'), onRetry) },
};

export const WithoutContact: Story = {
  name: 'Ohne Ansprechpartner',
  args: {
    client: loadedQuery(
      storyClientDetails({ ap_gender: null, ap_vorname: null, ap_nachname: null, ap_tel: null, ordner: null }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /anrufen/ })).toBeNull();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    client: loadedQuery({
      ...storyClientDetails(),
      ...LONG_NAME_CLIENT,
      ordner: '/projekte/2026/Forstbetriebsgemeinschaft_Mecklenburgische_Seenplatte',
    }),
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

const person = (
  user_id: number,
  first_name: string,
  last_name: string,
  kataster_enabled: boolean,
): ClientAppUserRow => ({
  user_id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@calw.example`,
  app_status: 'ogf_citizens',
  kataster_enabled,
});
const PEOPLE = [person(11, 'Hans-Jürgen', 'Schmidt', false), person(12, 'Sören', 'Schröder', true)];

/** The client's people as the page composes them: one account connected, one not. */
const people = (
  <ClientPeople
    clientName="Stadt Calw"
    appUsers={{
      ...storyListView({}, { key: 'name', direction: 'asc' }, 25),
      list: loadedQuery({ rows: PEOPLE, total: PEOPLE.length }),
    }}
    accounts={[{ ...PEOPLE[0]!, username: PEOPLE[0]!.email, apus_team: false, apus_admin: false }]}
    candidates={[]}
    candidateSearch=""
    onCandidateSearchChange={fn()}
    apusTeam={[]}
    onKatasterChange={fn()}
    onConnect={fn()}
    onDisconnect={fn()}
    onAddUser={fn(async () => null)}
    onCreateUser={fn()}
  />
);

/** The area card as the page composes it, around Calw (no tile source: the offline background). */
const area = (
  <Card title="Kundengebiet" headingLevel={2} padding="md">
    <ClientAreaMap bbox={loadedQuery({ xmin: 8.6, ymin: 48.65, xmax: 8.85, ymax: 48.78 })} clientName="Stadt Calw" />
  </Card>
);

/**
 * What a person must see of the people and the area at the story's width: every account
 * button and switch of the users' table whole inside its scroll region, and the area's box
 * on a background with towns to place it by (fitted to the box alone, the offline
 * background showed a dashed box on an empty white).
 */
async function expectPeopleAndAreaWhole(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('region', { name: 'Zugeordnete Nutzer' });
  const actions = [
    within(table).getByRole('columnheader', { name: 'Konto' }),
    ...within(table).getAllByRole('button', { name: /^Konto von / }),
    ...within(table).getAllByRole('switch'),
  ];
  await expect(actions).toHaveLength(5);
  await expect(cutOffElements(actions, table)).toEqual([]);
  await expect(cutOffElements(actions)).toEqual([]);

  const map = canvas.getByRole('group', { name: 'Gebiet der Karten von Stadt Calw' });
  await waitFor(() => expect(map.querySelector('.wm-bbox')).not.toBeNull());
  await expectMapsDrawn(canvasElement);
  await expect(map.getBoundingClientRect().height).toBeGreaterThan(100);
  await expect(cutOffElements([map.querySelector('.wm-bbox')!], map)).toEqual([]);
  const townsInView = [...map.querySelectorAll('.wm-town')]
    .filter((town) => cutOffElements([town], map).length === 0)
    .map((town) => town.textContent);
  await expect(townsInView).toEqual(expect.arrayContaining(['Stuttgart', 'Karlsruhe']));
}

/** 800 px, under the sidebar's break: the content has the whole width, two columns of cards. */
export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: { people, area },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => expectPeopleAndAreaWhole(canvasElement),
};

/** 1440 px: three columns of cards; the users' table still gets a whole row. */
export const WideWindow: Story = {
  name: 'Breites Fenster',
  args: { people, area },
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => expectPeopleAndAreaWhole(canvasElement),
};

const CALW_ITEMS = OPEN_ITEM_ROWS.filter((row) => row.client_id === 1);

/** The client's open items as the page composes them: the first few, the sums, the way to the rest. */
const openItems = (
  <ClientOpenItems
    items={loadedQuery({ rows: CALW_ITEMS, total: CALW_ITEMS.length })}
    sums={loadedQuery(openItemSumsOf(CALW_ITEMS))}
    allHref="/dashboard?bereich=offene-posten&kunde=1"
  />
);

/** The client's open items beside its other cards; an item links to its invoice. */
export const WithOpenItems: Story = {
  name: 'Mit offenen Posten',
  args: { openItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Offene Posten des Kunden' }));
    await expect(card.getByRole('link', { name: 'Nr. 2026031' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=rechnungen&id=2026031',
    );
    await expect(canvas.getByRole('link', { name: 'Alle offenen Posten des Kunden' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=offene-posten&kunde=1',
    );
  },
};

/** 390 px: the open items' table scrolls inside its card. */
export const WithOpenItemsNarrow: Story = {
  name: 'Mit offenen Posten, schmal',
  args: { openItems },
  globals: { viewport: { value: 'phone' } },
};
