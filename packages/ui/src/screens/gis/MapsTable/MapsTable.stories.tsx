import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import { uniqueViolation } from '../../../testing/serviceError';
import { storyClients } from '../storyData';
import { bodyRows, many, mapsTableStoryMeta, twelve } from './mapsTableStory';
import { chooseClient } from '../../shared/ClientChoice/chooseClient';

const meta = {
  ...mapsTableStoryMeta,
  title: 'Screens/GIS/Karten (MapsTable)',
  parameters: {
    leitfaden: {
      zweck:
        'Tabelle der gescannten Karten im GIS (/gis/index), seitenweise vom Datendienst: suchen, filtern, sortieren, eine Karte zum Georeferenzieren öffnen, eine neue anlegen. Löschen können nur Administratoren; Experten lesen den Grund über der Tabelle.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (GIS: Kartentabelle mit Maßstab, DIN-Format, aktiven Punkten und RMSE), §3, §6 (nur Administratoren löschen), §7 (GET /karten_liste, POST und DELETE /karte), MapListView.tsx',
      tun: [
        'Maßstab, DIN-Format, aktive Punkte und RMSE aus der Listenzeile zeigen, ohne eine Anfrage je Karte.',
        'Jede Karte als Link öffnen, damit sie sich auch in einem neuen Tab öffnen lässt.',
        'Vor dem Löschen fragen und nennen, wie viele Passpunkte mit der Karte verschwinden.',
      ],
      lassen: [
        'Experten keine Löschschaltfläche zeigen: Die Tabelle sagt stattdessen, wer löschen darf.',
        'Nicht alle Karten in den Browser laden: Suchen, Filtern, Sortieren und Blättern übernimmt der Datendienst.',
      ],
    },
  },
} satisfies Meta<typeof mapsTableStoryMeta.render>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 Karten')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(12);
    const first = twelve[0]!;
    await expect(canvas.getByRole('link', { name: first.map_name })).toHaveAttribute('href', '/gis/index?karte=1');
    for (const header of ['Kunde', 'Kartenname', 'Jahr', 'Maßstab', 'DIN', 'Stand', 'Aktive Punkte', 'RMSE']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.click(bodyRows(canvasElement)[2]!.cells[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(twelve[2]);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { all: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Karten angelegt.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Karte anlegen' })).toHaveLength(2);
  },
};

const onRetry = fn(() => Promise.resolve());

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { all: undefined, maps: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** 140 maps, 50 a page: the service's total in the toolbar, page 3 starts with map 101. */
export const ManyMaps: Story = {
  name: 'Viele Karten',
  args: { all: many },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('140 Karten')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Karten' })).toHaveAttribute('aria-rowcount', '141');
    await expect(bodyRows(canvasElement).filter((row) => !row.hasAttribute('aria-hidden')).length).toBeLessThan(60);
    const pages = canvas.getByRole('navigation', { name: 'Karten: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.getByRole('link', { name: many[100]!.map_name })).toBeInTheDocument());
  },
};

/** Experts georeference; deleting a map is for administrators, and the table says so. */
export const ExpertCannotDelete: Story = {
  name: 'Experte kann nicht löschen',
  args: {
    onDelete: undefined,
    deleteUnavailableReason:
      'Karten löschen können nur Administratoren. Als Experte legen Sie Karten an und georeferenzieren sie.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /löschen$/ })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent('Karten löschen können nur Administratoren.');
    await expect(canvas.getByRole('button', { name: 'Karte anlegen' })).toBeInTheDocument();
  },
};

/** A header click asks the service for another order. */
export const Sorting: Story = {
  name: 'Sortieren',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jahr' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'jahr', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: 'Jahr' })).toHaveAttribute('aria-sort', 'ascending');
    const years = twelve.map((row) => row.jahr).filter((jahr): jahr is number => jahr !== null);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(String(Math.min(...years)));
  },
};

export const CreateMap: Story = {
  name: 'Karte anlegen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Karte anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karte anlegen' });
    const form = within(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await expect(form.getByText('Bitte einen Namen eingeben.')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Dränplan Jühnde 1952');
    await chooseClient(form.getByRole('combobox', { name: 'Kunde' }), storyClients[2]!.name);
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '7016');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '9933');
    await userEvent.type(form.getByRole('textbox', { name: 'Maßstabszahl' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        map_name: 'Dränplan Jühnde 1952',
        width: 7016,
        height: 9933,
        client_id: 3,
        din: null,
        jahr: null,
        scale: 5000,
        res: null,
        // Without a choice, the client's coordinate system.
        epsg: 25833,
        status: 'neu',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CreateFails: Story = {
  name: 'Anlegen scheitert',
  args: {
    onCreate: fn(async () => Promise.reject(uniqueViolation('karte_map_name_key', 'map_name', 'Forstkarte'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Karte anlegen' }));
    const form = within(await screen.findByRole('dialog', { name: 'Karte anlegen' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Forstkarte');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '100');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Karte wurde nicht angelegt. Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: duplicate key value violates unique constraint');
    await expect(form.getByRole('textbox', { name: 'Kartenname' })).toHaveValue('Forstkarte');
    // The message names the map's name: it goes once the name is edited.
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), ' 2');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const DeleteWithConfirmation: Story = {
  name: 'Löschen mit Rückfrage',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const victim = twelve[1]!;
    await userEvent.click(canvas.getByRole('button', { name: `Karte „${victim.map_name}“ löschen` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Karte löschen?' });
    await expect(dialog).toHaveTextContent(`„${victim.map_name}“ und ihre ${victim.punkte} Passpunkte`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(await canvas.findByRole('button', { name: `Karte „${victim.map_name}“ löschen` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await expect(args.onDelete).toHaveBeenCalledWith(victim);
  },
};

/** Without the write callbacks (a reader): no create and no delete buttons. */
export const ReadOnly: Story = {
  name: 'Nur lesen',
  args: { onCreate: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Karte anlegen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /löschen$/ })).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
