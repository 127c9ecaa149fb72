import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountingSettingsRow } from '../../../model/contract/rpc/accounting';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { AccountingSettingsForm } from './AccountingSettingsForm';

const SETTINGS: AccountingSettingsRow = {
  berater_nr: 29098,
  mandant_nr: 55003,
  kontenrahmen: 'SKR03',
  wj_beginn: 1,
  sachkontenlaenge: 4,
  bankkonto: 1200,
};

const meta = {
  title: 'Screens/Back office/Buchhaltung › Einstellungen (AccountingSettingsForm)',
  component: AccountingSettingsForm,
  args: {
    settings: loadedQuery(SETTINGS),
    onSave: fn(() => Promise.resolve()),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die Einstellungen für den DATEV-Export im Bereich „Buchhaltung“, unter dem Exportformular: Berater- und Mandantennummer, Kontenrahmen (SKR03 oder SKR04), Beginn des Wirtschaftsjahres und Bankkonto. Die beiden Nummern stehen im Kopf jedes Buchungsstapels.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Buchhaltung), §7 a_get_accounting_settings, a_update_accounting_settings',
      tun: [
        'Die erlaubten Bereiche am Feld nennen und prüfen, bevor gesendet wird (Beraternummer 1001 bis 9999999, Mandantennummer 1 bis 99999).',
        'Beim Wechsel des Kontenrahmens das übliche Bankkonto mitnehmen (1200 in SKR03, 1800 in SKR04), außer es wurde ein anderes eingetragen.',
      ],
      lassen: [
        'Nach einer Ablehnung des Datendienstes nichts Eingetragenes verwerfen; der Grund steht am Formular.',
        'Speichern nicht ohne Änderung anbieten: Die Schaltfläche bleibt bis dahin gesperrt.',
      ],
    },
  },
} satisfies Meta<typeof AccountingSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
};

/**
 * The stored settings; SKR04 takes its usual bank account along, a fiscal year from July is
 * chosen, and everything is sent as text.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Beraternummer/ })).toHaveValue('29098');
    await expect(canvas.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Kontenrahmen/ }), 'SKR04');
    await expect(canvas.getByRole('textbox', { name: /Bankkonto/ })).toHaveValue('1800');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Beginn des Wirtschaftsjahres/ }), 'Juli');
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        berater_nr: '29098',
        mandant_nr: '55003',
        kontenrahmen: 'SKR04',
        wj_beginn: '7',
        bankkonto: '1800',
      }),
    );
  },
};

/** Nothing stored yet: the numbers are empty, and a save asks for them at their fields. */
export const Unset: Story = {
  name: 'Noch nicht eingerichtet',
  args: { settings: loadedQuery({ ...SETTINGS, berater_nr: null, mandant_nr: null }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByRole('textbox', { name: /Bankkonto/ }), '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(canvas.getByRole('textbox', { name: /Beraternummer/ })).toHaveAccessibleDescription(
      /Bitte die Beraternummer bei DATEV eingeben\./,
    );
    await expect(canvas.getByRole('textbox', { name: /Mandantennummer/ })).toHaveAccessibleDescription(
      /Bitte die Mandantennummer bei DATEV eingeben\./,
    );
    await expect(canvas.getByRole('textbox', { name: /Bankkonto/ })).toHaveAccessibleDescription(
      /Das Bankkonto ist eine ganze Zahl von 1000 bis 9999\./,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The service refuses: its reason at the form, and what was typed stays. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onSave: fn(() =>
      Promise.reject(
        serviceError({
          code: 'P0001',
          status: 400,
          message: 'Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByRole('textbox', { name: /Mandantennummer/ }), '4711');
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Einstellungen wurden nicht gespeichert.');
    await expect(alert).toHaveTextContent('Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.');
    await expect(canvas.getByRole('textbox', { name: /Mandantennummer/ })).toHaveValue('4711');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { settings: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Einstellungen werden geladen …' }),
    ).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { settings: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: /Beginn des Wirtschaftsjahres/ }),
    ).toBeInTheDocument();
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
