import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BaseRateRow } from '../../../model/contract/rpc/billing';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { BaseRates, STALE_BASE_RATE } from './BaseRates';

const rates = (veraltet: boolean): BaseRateRow[] =>
  [
    { gilt_ab: '2026-07-01', satz: 1.27 },
    { gilt_ab: '2026-01-01', satz: 1.27 },
    { gilt_ab: '2025-07-01', satz: 1.27 },
    { gilt_ab: '2025-01-01', satz: 2.27 },
    { gilt_ab: '2024-07-01', satz: 3.37 },
    { gilt_ab: '2024-01-01', satz: 3.62 },
    { gilt_ab: '2023-07-01', satz: 3.12 },
    { gilt_ab: '2023-01-01', satz: 1.62 },
    { gilt_ab: '2022-07-01', satz: -0.88 },
  ].map((row) => ({ ...row, veraltet }));

/** A service refusal as the client hands it on (RAISE EXCEPTION in the procedure). */
const refused = (message: string) => serviceError({ code: 'P0001', status: 400, message });

const meta = {
  title: 'Screens/Back office/Mahnwesen › Basiszinssatz (BaseRates)',
  component: BaseRates,
  args: {
    rates: loadedQuery(rates(false)),
    onSave: fn(() => Promise.resolve()),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Basiszinssatz“ im Bereich „Mahnwesen“: die Basiszinssätze nach dem Tag, ab dem sie gelten, neueste zuerst, mit den Verzugszinssätzen nach § 288 BGB. Hier wird der nächste Satz eingetragen oder ein vorhandener korrigiert.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_get_base_rates, a_set_base_rate',
      tun: [
        'Nur den 1. Januar oder 1. Juli als Gültigkeitstag annehmen und den Fehler am Datum nennen.',
        'Warnen, wenn der neueste Satz älter als sechs Monate ist.',
      ],
      lassen: [
        'Einen Satz nicht stillschweigend überschreiben: Korrigiert wird über „Korrigieren“, das Tag und Satz der Zeile ins Formular übernimmt.',
        'Nach einer Ablehnung des Datendienstes nichts Eingetragenes verwerfen.',
      ],
    },
  },
} satisfies Meta<typeof BaseRates>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, day: string, rate: string) => {
  const canvas = within(canvasElement);
  const date = canvas.getByLabelText(/Gültig ab/);
  await userEvent.clear(date);
  if (day !== '') await userEvent.type(date, day);
  const satz = canvas.getByRole('textbox', { name: /Basiszinssatz in %/ });
  await userEvent.clear(satz);
  if (rate !== '') await userEvent.type(satz, rate);
  await userEvent.click(canvas.getByRole('button', { name: 'Basiszinssatz speichern' }));
  return canvas;
};

/** The rates newest first with the § 288 rates; a valid entry is sent, and the form empties. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Basiszinssatz' })).toBeVisible();
    await expect(canvas.queryByText(STALE_BASE_RATE)).toBeNull();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/01\.07\.2026\s*1,27\s%\s*6,27\s%\s*10,27\s%/);
    await expect(rows.at(-1)).toHaveTextContent(/01\.07\.2022\s*-0,88\s%\s*4,12\s%\s*8,12\s%/);

    await fill(canvasElement, '2027-01-01', '1,52');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ gilt_ab: '2027-01-01', satz: '1.52' });
    await expect(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ })).toHaveValue('');
  },
};

/** 1 March is no day a base rate applies from: the message stands at the date, nothing is sent. */
export const WrongDay: Story = {
  name: 'Falscher Gültigkeitstag',
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, '2027-03-01', '1,52');
    await expect(canvas.getByLabelText(/Gültig ab/)).toHaveAccessibleDescription(
      /Der Basiszinssatz gilt ab dem 1\. Januar oder dem 1\. Juli\./,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A rate of 20 % or one with three decimals gets its message at the field. */
export const RateOutOfRange: Story = {
  name: 'Satz außerhalb des Bereichs',
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, '2027-01-01', '20');
    await expect(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ })).toHaveAccessibleDescription(
      /zwischen -10 und 20 % und hat höchstens zwei Nachkommastellen/,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Korrigieren" fills the form with that row's day and rate. */
export const Correct: Story = {
  name: 'Satz korrigieren',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Satz ab 01.01.2025 korrigieren' }));
    await expect(canvas.getByLabelText(/Gültig ab/)).toHaveValue('2025-01-01');
    const satz = canvas.getByRole('textbox', { name: /Basiszinssatz in %/ });
    await expect(satz).toHaveValue('2,27');
    await userEvent.clear(satz);
    await userEvent.type(satz, '2,17');
    await userEvent.click(canvas.getByRole('button', { name: 'Basiszinssatz speichern' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ gilt_ab: '2025-01-01', satz: '2.17' });
  },
};

/** The newest rate is more than six months old: the warning asks for the current one. */
export const Stale: Story = {
  name: 'Satz veraltet',
  args: { rates: loadedQuery(rates(true)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STALE_BASE_RATE);
  },
};

/** The service refuses: its reason at the form, what was typed kept. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onSave: fn(async () => {
      throw refused('Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli, nicht ab dem 02.01.2027.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, '2027-07-01', '1,52');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Der Basiszinssatz wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('nicht ab dem 02.01.2027');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /Basiszinssatz in %/ })).toHaveValue('1,52');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { rates: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Einträge werden geladen …');
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { rates: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { rates: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch kein Basiszinssatz eingetragen.')).toBeVisible();
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { rates: loadedQuery(rates(true)) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'small' } },
};

export const WideWindow: Story = {
  name: 'Breites Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'wide' } },
};
