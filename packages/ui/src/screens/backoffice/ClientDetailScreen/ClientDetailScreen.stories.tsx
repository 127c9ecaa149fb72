import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery, mapQuery } from '../../../model/queryState';
import type { KundePatch } from '../../../model/contract/tables';
import type { ClientDetailsRow } from '../../../model/resultRows';
import { LONG_NAME_CLIENT, storyClientDetails } from '../storyData';
import { ClientDetailScreen, type ClientDetailScreenProps } from './ClientDetailScreen';

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
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
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
  args: {
    onPatch: fn(async () => {
      throw { status: 403, code: '42501', message: 'permission denied for table kunde', details: null, hint: null };
    }),
  },
  play: async ({ canvasElement }) => {
    const land = within(canvasElement).getByRole('combobox', { name: 'Bundesland' });
    await userEvent.selectOptions(land, 'BY');
    await waitFor(() => expect(land).toHaveAccessibleDescription(/Nicht gespeichert\./));
    // The field's message is German; the service's own text is a details line under it, in the same alert.
    const details = within(within(canvasElement).getByRole('alert')).getByText(
      'Meldung des Dienstes: permission denied for table kunde',
    );
    await expect(details.parentElement?.firstChild?.textContent).toBe(
      'Nicht gespeichert. Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.',
    );
  },
};

export const SaveMasterData: Story = {
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

export const SaveOrdner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ordner = canvas.getByRole('textbox', { name: 'Projektordner' });
    await userEvent.clear(ordner);
    await userEvent.type(ordner, '/projekte/2026/Calw ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ordner speichern' }));
    await expect(args.onSaveOrdner).toHaveBeenCalledWith('/projekte/2026/Calw');
  },
};

export const Loading: Story = {
  args: { client: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { client: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Diesen Kunden gibt es nicht.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { client: failedQuery(new TypeError('Failed to fetch'), onRetry) },
};

export const WithoutContact: Story = {
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
  args: {
    client: loadedQuery({
      ...storyClientDetails(),
      ...LONG_NAME_CLIENT,
      ordner: '/projekte/2026/Forstbetriebsgemeinschaft_Mecklenburgische_Seenplatte',
    }),
  },
};

export const NarrowWidth: Story = {
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
