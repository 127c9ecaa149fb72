import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RevenueAccountRow } from '../../../model/contract/rpc/accounting';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { RevenueAccounts } from './RevenueAccounts';

const ACCOUNTS: RevenueAccountRow[] = [
  { kontenrahmen: 'SKR03', ust_satz: 19, konto: 8400 },
  { kontenrahmen: 'SKR03', ust_satz: 7, konto: 8300 },
  { kontenrahmen: 'SKR03', ust_satz: 0, konto: 8337 },
  { kontenrahmen: 'SKR04', ust_satz: 19, konto: 4400 },
  { kontenrahmen: 'SKR04', ust_satz: 7, konto: 4300 },
  { kontenrahmen: 'SKR04', ust_satz: 0, konto: 4337 },
];

const meta = {
  title: 'Screens/Back office/Buchhaltung › Erlöskonten (RevenueAccounts)',
  component: RevenueAccounts,
  args: {
    accounts: loadedQuery(ACCOUNTS),
    onUpdate: fn(() => Promise.resolve()),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die Erlöskonten je Kontenrahmen und Umsatzsteuersatz im Bereich „Buchhaltung“, unter den Einstellungen für den DATEV-Export. Jedes ist das Gegenkonto einer Rechnung mit diesem Satz; bearbeitet wird eine Zeile nach der anderen direkt in der Tabelle.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Buchhaltung), §7 a_get_revenue_accounts, a_update_revenue_account',
      tun: [
        'Automatikkonten verwenden (etwa 8400/8300/8337 in SKR03, 4400/4300/4337 in SKR04): Der Export lässt den BU-Schlüssel leer, DATEV rechnet die Umsatzsteuer selbst heraus.',
        'Nach einer Ablehnung die Zeile mit dem Eingetragenen wieder öffnen und den Grund über der Tabelle nennen.',
      ],
      lassen: [
        'Nicht mehrere Zeilen zugleich öffnen: Gespeichert wird immer ein Konto.',
        'Die Tabelle auf schmalen Bildschirmen nicht stauchen; sie lässt sich in ihrem Rahmen seitlich verschieben.',
      ],
    },
  },
} satisfies Meta<typeof RevenueAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const openRow = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Erlöskonto ${name} bearbeiten` }));
  const field = canvas.getByRole('textbox', { name: `Erlöskonto ${name}` });
  await userEvent.clear(field);
  return { canvas, field };
};

/** Both charts' accounts; SKR03 19 % becomes 8401, sent with its chart and rate as text. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const { canvas, field } = await openRow(canvasElement, 'SKR03 19 %');
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await userEvent.type(field, '8401{Enter}');
    await expect(args.onUpdate).toHaveBeenCalledWith({ kontenrahmen: 'SKR03', ust_satz: '19', konto: '8401' });
    await expect(await canvas.findByRole('cell', { name: '8401' })).toBeVisible();
  },
};

/** An account of five digits gets its message at the field, and nothing is sent. */
export const FieldMessage: Story = {
  name: 'Meldung am Feld',
  play: async ({ args, canvasElement }) => {
    const { canvas, field } = await openRow(canvasElement, 'SKR04 7 %');
    await userEvent.type(field, '43000');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await expect(field).toHaveAccessibleDescription('Das Erlöskonto ist eine ganze Zahl von 1000 bis 9999.');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The service refuses: the row opens again with what was typed and the reason above the table. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onUpdate: fn(() =>
      Promise.reject(serviceError({ code: 'P0001', status: 400, message: 'Der Kontenrahmen ist SKR03 oder SKR04.' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await openRow(canvasElement, 'SKR03 0 %');
    await userEvent.type(field, '8338');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Das Erlöskonto SKR03 0 % wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Der Kontenrahmen ist SKR03 oder SKR04.');
    await expect(canvas.getByRole('textbox', { name: 'Erlöskonto SKR03 0 %' })).toHaveValue('8338');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { accounts: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Einträge werden geladen …');
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { accounts: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { accounts: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Erlöskonten hinterlegt.')).toBeVisible();
  },
};

/** At 390 px the table scrolls inside its box; an open row's buttons are reachable. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'SKR04 19 %');
    await expect(within(canvasElement).getByRole('button', { name: 'Übernehmen' })).toBeInTheDocument();
  },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  globals: { viewport: { value: 'small' } },
};

export const WideWindow: Story = {
  name: 'Breites Fenster',
  globals: { viewport: { value: 'wide' } },
};
