import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { DebitorCard } from './DebitorCard';

const meta = {
  title: 'Screens/Back office/Kunde › Debitor (DebitorCard)',
  component: DebitorCard,
  args: {
    debitorNr: loadedQuery<number | null>(10003),
    suggestion: loadedQuery<number | null>(10033),
    onSave: fn(() => Promise.resolve()),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Debitor (DATEV)“ auf der Seite eines Kunden: die Debitorennummer, unter der seine Rechnungen und Zahlungen im DATEV-Export gebucht werden. „Nächste freie Nummer“ trägt die Nummer nach der höchsten vergebenen ein.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Buchhaltung: Debitorennummer beim Kunden), §7 a_get_debitor_nr, a_set_debitor_nr, a_next_debitor_nr',
      tun: [
        'Ohne Nummer deutlich sagen, dass der DATEV-Export Rechnungen dieses Kunden ablehnt.',
        'Den Bereich 10000 bis 69999 am Feld nennen und prüfen, bevor gesendet wird; leer entfernt die Nummer.',
      ],
      lassen: [
        'Den Vorschlag nicht ungefragt speichern: Er steht erst im Feld und wird mit „Debitorennummer speichern“ vergeben.',
        'Ist die Nummer schon vergeben, das Eingetragene nicht verwerfen; der Grund steht am Feld.',
      ],
    },
  },
} satisfies Meta<typeof DebitorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Debitorennummer/ });
const save = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Debitorennummer speichern' });

/** The client's number; changed, it is sent as typed. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('10003');
    await expect(save(canvasElement)).toBeDisabled();
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), '20003');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('20003'));
  },
};

/** No number yet: the card says what that means; "Nächste freie Nummer" fills in the proposal. */
export const WithoutNumber: Story = {
  name: 'Ohne Debitorennummer',
  args: { debitorNr: loadedQuery<number | null>(null) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ohne Debitorennummer lehnt der DATEV-Export Rechnungen dieses Kunden ab.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste freie Nummer' }));
    await expect(field(canvasElement)).toHaveValue('10033');
    await userEvent.click(save(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('10033'));
  },
};

/** A number outside 10000–69999 gets its message at the field, and nothing is sent. */
export const FieldMessage: Story = {
  name: 'Meldung am Feld',
  play: async ({ args, canvasElement }) => {
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), '9999');
    await userEvent.click(save(canvasElement));
    await expect(field(canvasElement)).toHaveAccessibleDescription(
      /Die Debitorennummer ist eine ganze Zahl von 10000 bis 69999\./,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The number is another client's: the service's reason beside the field, the number typed stays. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onSave: fn(() =>
      Promise.reject(
        serviceError({
          code: 'P0001',
          status: 400,
          message: 'Die Debitorennummer 10001 hat bereits der Kunde „Stadt Calw“.',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.clear(field(canvasElement));
    await userEvent.type(field(canvasElement), '10001');
    await userEvent.click(save(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Die Debitorennummer wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Die Debitorennummer 10001 hat bereits der Kunde „Stadt Calw“.');
    await expect(field(canvasElement)).toHaveValue('10001');
  },
};

/** Every number is given away: no proposal, and the hint says why. */
export const RangeFull: Story = {
  name: 'Alle Nummern vergeben',
  args: { suggestion: loadedQuery<number | null>(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nächste freie Nummer' })).toBeDisabled();
    await expect(field(canvasElement)).toHaveAccessibleDescription(/Alle Nummern von 10000 bis 69999 sind vergeben\./);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { debitorNr: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Debitorennummer wird geladen …' }),
    ).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { debitorNr: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { debitorNr: loadedQuery<number | null>(null) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nächste freie Nummer' })).toBeVisible();
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
