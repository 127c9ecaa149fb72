import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DunningLevel } from '../../../model/contract/rpc/billing';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { DunningLevels } from './DunningLevels';

const LEVELS: DunningLevel[] = [
  { stufe: 1, bezeichnung: 'Zahlungserinnerung', tage_nach_faelligkeit: 7, gebuehr: 0, frist_tage: 10 },
  { stufe: 2, bezeichnung: '1. Mahnung', tage_nach_faelligkeit: 21, gebuehr: 5, frist_tage: 10 },
  { stufe: 3, bezeichnung: '2. Mahnung', tage_nach_faelligkeit: 35, gebuehr: 10, frist_tage: 7 },
  { stufe: 4, bezeichnung: 'Letzte Mahnung', tage_nach_faelligkeit: 49, gebuehr: 15, frist_tage: 7 },
];

const LONG_FEES = [0, 333, 666, 999];
const LONG_LEVELS: DunningLevel[] = LEVELS.map((level, index) => ({
  ...level,
  bezeichnung: `${level.bezeichnung} mit Androhung der Übergabe an das Inkassounternehmen und der gerichtlichen Geltendmachung`,
  gebuehr: LONG_FEES[index] ?? 0,
}));

/** A service refusal as the client hands it on (RAISE EXCEPTION in the procedure). */
const refused = (message: string) => serviceError({ code: 'P0001', status: 400, message });

const meta = {
  title: 'Screens/Back office/Mahnwesen › Mahnstufen (DunningLevels)',
  component: DunningLevels,
  args: {
    levels: loadedQuery(LEVELS),
    onUpdate: fn(() => Promise.resolve()),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Mahnstufen“ im Bereich „Mahnwesen“: Name, Tage nach Fälligkeit, Gebühr und Zahlungsfrist jeder Stufe (Zahlungserinnerung, 1. und 2. Mahnung, letzte Mahnung). Bearbeitet wird eine Zeile nach der anderen direkt in der Tabelle.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_get_dunning_levels, a_update_dunning_level',
      tun: [
        'Die Regeln am Feld nennen, bevor gesendet wird: Tage von Stufe zu Stufe steigend, Gebühr nicht negativ, Frist 1 bis 90 Tage, Name nicht leer.',
        'Nach einer Ablehnung die Zeile mit dem Eingetragenen wieder öffnen und den Grund über der Tabelle nennen.',
      ],
      lassen: [
        'Keine Schaltflächen zum Hinzufügen oder Löschen von Stufen ergänzen: Der Datendienst kennt für Stufen nur das Ändern.',
        'Lange Namen und vierstellige Gebühren auf schmalen Bildschirmen nicht abschneiden; die Tabelle lässt sich in ihrem Rahmen verschieben.',
      ],
    },
  },
} satisfies Meta<typeof DunningLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

const openLevel = async (canvasElement: HTMLElement, stufe: number) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Stufe ${stufe} bearbeiten` }));
  return canvas;
};

const typeInto = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

/** The four levels; a valid change of level 2 is sent with its values as text. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mahnstufen' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('cell', { name: 'Letzte Mahnung' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /^15,00\s€$/ })).toBeVisible();

    await openLevel(canvasElement, 2);
    await typeInto(canvas.getByRole('textbox', { name: 'Gebühr in Euro Stufe 2' }), '7,50');
    await typeInto(canvas.getByRole('textbox', { name: 'Zahlungsfrist in Tagen Stufe 2' }), '14');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await expect(args.onUpdate).toHaveBeenCalledWith({
      stufe: 2,
      bezeichnung: '1. Mahnung',
      tage_nach_faelligkeit: '21',
      gebuehr: '7.5',
      frist_tage: '14',
    });
    await expect(await canvas.findByRole('cell', { name: /^7,50\s€$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Übernehmen' })).toBeNull();
  },
};

/** A fee of -1 gets its message at the field, and nothing is sent. */
export const NegativeFee: Story = {
  name: 'Negative Gebühr',
  play: async ({ args, canvasElement }) => {
    const canvas = await openLevel(canvasElement, 2);
    const fee = canvas.getByRole('textbox', { name: 'Gebühr in Euro Stufe 2' });
    await typeInto(fee, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await expect(fee).toHaveAccessibleDescription(/Die Mahngebühr darf nicht negativ sein\./);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Days that do not rise, a deadline outside 1–90 and an empty name: each at its field. */
export const FieldMessages: Story = {
  name: 'Meldungen an den Feldern',
  play: async ({ args, canvasElement }) => {
    const canvas = await openLevel(canvasElement, 3);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Bezeichnung Stufe 3' }));
    await typeInto(canvas.getByRole('textbox', { name: 'Tage nach Fälligkeit Stufe 3' }), '21');
    await typeInto(canvas.getByRole('textbox', { name: 'Zahlungsfrist in Tagen Stufe 3' }), '120');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Stufe 3' })).toHaveAccessibleDescription(
      'Die Mahnstufe braucht eine Bezeichnung.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Tage nach Fälligkeit Stufe 3' })).toHaveAccessibleDescription(
      'Mehr als die 21 Tage der Stufe 2: die Tage steigen von Stufe zu Stufe.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Zahlungsfrist in Tagen Stufe 3' })).toHaveAccessibleDescription(
      'Die Zahlungsfrist liegt zwischen 1 und 90 Tagen.',
    );
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('cell', { name: '2. Mahnung' })).toBeVisible();
  },
};

/** The service refuses: the row opens again with what was typed and the reason above the table. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onUpdate: fn(async () => {
      throw refused('Die Tage nach Fälligkeit steigen von Stufe zu Stufe.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = await openLevel(canvasElement, 4);
    await typeInto(canvas.getByRole('textbox', { name: 'Bezeichnung Stufe 4' }), 'Letzte Mahnung vor Inkasso');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Stufe 4 wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Die Tage nach Fälligkeit steigen von Stufe zu Stufe.');
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Stufe 4' })).toHaveValue(
      'Letzte Mahnung vor Inkasso',
    );
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { levels: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Einträge werden geladen …');
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { levels: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { levels: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Mahnstufen angelegt.')).toBeVisible();
  },
};

/** Long names and four-digit fees at 390 px: the table scrolls inside its box. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { levels: loadedQuery(LONG_LEVELS) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: /^999,00\s€$/ })).toBeInTheDocument();
  },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await openLevel(canvasElement, 1);
    await expect(within(canvasElement).getByRole('button', { name: 'Übernehmen' })).toBeVisible();
  },
};

export const WideWindow: Story = {
  name: 'Breites Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'wide' } },
};
