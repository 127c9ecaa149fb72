import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountingSettingsRow, BookingRow, JournalRow, PeriodPage } from '../../../model/contract/rpc/accounting';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { AccountingScreen } from './AccountingScreen';

const TODAY = '2026-11-27';

const SETTINGS: AccountingSettingsRow = {
  berater_nr: 29098,
  mandant_nr: 55003,
  kontenrahmen: 'SKR03',
  wj_beginn: 1,
  sachkontenlaenge: 4,
  bankkonto: 1200,
};

const booking = (nummer: number, day: string): BookingRow => ({
  schluessel: `${day}/R/${String(nummer).padStart(10, '0')}`,
  umsatz: 1190,
  soll_haben: 'S',
  konto: 10003,
  gegenkonto: 8400,
  bu_schluessel: null,
  belegdatum: day,
  belegfeld1: String(nummer),
  buchungstext: `RE ${nummer} Forstbetriebsgemeinschaft Nordschwarzwald`,
  leistungsdatum: null,
  faelligkeit: null,
  generalumkehr: false,
});

const BOOKINGS = [booking(58, '2026-10-02'), booking(59, '2026-10-14'), booking(60, '2026-10-29')];

const JOURNAL: JournalRow[] = BOOKINGS.map((row) => ({
  schluessel: row.schluessel,
  art: 'rechnung',
  nummer: Number(row.belegfeld1),
  datum: row.belegdatum,
  client_id: 3,
  kunde: 'Forstbetriebsgemeinschaft Nordschwarzwald',
  ust_satz: 19,
  netto: 1000,
  ust: 190,
  brutto: 1190,
  faellig_am: null,
  rechnung_nr: null,
  referenz: null,
}));

/** A fake of the paged procedures: the rows after `nach`, `anzahl` at most. */
const pagesOf =
  <Row extends { schluessel: string }>(rows: readonly Row[]) =>
  async (page: PeriodPage): Promise<readonly Row[]> =>
    rows.filter((row) => !page.nach || row.schluessel > page.nach).slice(0, Number(page.anzahl));

const refused = (message: string) => serviceError({ code: 'P0001', status: 400, message });

const meta = {
  title: 'Screens/Back office/Buchhaltung (AccountingScreen)',
  component: AccountingScreen,
  args: {
    settings: loadedQuery(SETTINGS),
    today: TODAY,
    pageSize: 2,
    onFetchBookings: fn(pagesOf(BOOKINGS)),
    onFetchJournal: fn(pagesOf(JOURNAL)),
    onDownload: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Buchhaltung“ erstellt die Administration den Export eines Zeitraums: den DATEV-Buchungsstapel für die Steuerberatung oder das Rechnungsjournal als CSV-Datei für die eigene Tabellenkalkulation. Vorgeschlagen ist der Vormonat; die Datei wird seitenweise gelesen und dann heruntergeladen.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Buchhaltung), §7 a_get_bookings, a_get_journal, a_get_accounting_settings, model/billing/datevExtf.ts',
      tun: [
        'Eine Ablehnung des Datendienstes (etwa ein Kunde ohne Debitorennummer) am Formular zeigen; heruntergeladen wird dann nichts.',
        'Während des Exports auf der gedrückten Schaltfläche die gelesenen Buchungen zählen und die andere Schaltfläche sperren.',
        'Fehlen Berater- oder Mandantennummer, das vor dem Export sagen und auf die Einstellungen darunter verweisen.',
      ],
      lassen: [
        'Buchungen nicht im Browser aus geladenen Rechnungen zusammenrechnen: Die Datei entsteht nur aus den Buchungsseiten des Datendienstes.',
        'Den DATEV-Export nicht starten lassen, solange die Einstellungen fehlen: Ohne sie hat der Buchungsstapel keinen Kopf.',
        'Für einen Zeitraum ohne Buchungen keine leere Datei anbieten; der Hinweis darauf genügt.',
      ],
    },
  },
} satisfies Meta<typeof AccountingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file and name the first call of the `onDownload` mock was given. */
const firstDownload = (onDownload: unknown) => (onDownload as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', { name });

/**
 * The previous month is proposed; "CSV herunterladen" reads the journal in pages of two by key
 * and offers one file, named after the month, holding the three rows.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buchhaltung' })).toBeVisible();
    await expect(canvas.getByLabelText('Von')).toHaveValue('2026-10-01');
    await expect(canvas.getByLabelText('Bis')).toHaveValue('2026-10-31');
    await userEvent.click(button(canvasElement, 'CSV herunterladen'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Rechnungsjournal_2026-10.csv mit 3 Buchungen wurde erstellt.',
    );
    await expect(args.onFetchJournal).toHaveBeenCalledTimes(2);
    await expect(args.onFetchJournal).toHaveBeenLastCalledWith({
      von: '2026-10-01',
      bis: '2026-10-31',
      nach: '2026-10-14/R/0000000059',
      anzahl: '2',
    });
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    const [blob, fileName] = firstDownload(args.onDownload);
    await expect(fileName).toBe('Rechnungsjournal_2026-10.csv');
    const text = await blob.text();
    await expect(text.split('\r\n')).toHaveLength(5);
    await expect(text).toContain('Rechnung;60;29.10.2026;3;Forstbetriebsgemeinschaft Nordschwarzwald;19;1000,00;');
  },
};

let releaseSecondPage: () => void = () => undefined;

/**
 * A double click starts one export; while the second page is awaited the button counts the
 * bookings read so far, and the other button waits.
 */
export const Progress: Story = {
  name: 'Export zeigt Fortschritt',
  args: {
    onFetchBookings: fn(async (page: PeriodPage) => {
      if (page.nach) await new Promise<void>((resolve) => (releaseSecondPage = resolve));
      return pagesOf(BOOKINGS)(page);
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.dblClick(button(canvasElement, 'DATEV-Buchungsstapel herunterladen'));
    const busy = await within(canvasElement).findByRole('button', { name: '2 Buchungen …' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(button(canvasElement, 'CSV herunterladen')).toBeDisabled();
    releaseSecondPage();
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'EXTF_Buchungsstapel_2026-10.csv mit 3 Buchungen wurde erstellt.',
    );
    await expect(args.onFetchBookings).toHaveBeenCalledTimes(2);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    const [blob] = firstDownload(args.onDownload);
    await expect(blob.type).toBe('text/csv;charset=windows-1252');
  },
};

/** The service refuses: its German reason at the form, and nothing is downloaded. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onFetchBookings: fn(async (_page: PeriodPage): Promise<readonly BookingRow[]> => {
      throw refused('Kunde „Forstbetriebsgemeinschaft Nordschwarzwald“ hat keine Debitorennummer.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'DATEV-Buchungsstapel herunterladen'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Der DATEV-Buchungsstapel wurde nicht erstellt.');
    await expect(alert).toHaveTextContent('hat keine Debitorennummer.');
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(button(canvasElement, 'DATEV-Buchungsstapel herunterladen')).toBeEnabled();
  },
};

const retype = async (field: HTMLElement, day: string) => {
  await userEvent.clear(field);
  if (day !== '') await userEvent.type(field, day);
};

/** An empty start and an end before the start: the messages at the fields, nothing is asked. */
export const PeriodMessages: Story = {
  name: 'Meldungen zum Zeitraum',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByLabelText('Von'), '');
    await userEvent.click(button(canvasElement, 'CSV herunterladen'));
    await expect(canvas.getByLabelText('Von')).toHaveAccessibleDescription(
      'Bitte den ersten Tag des Zeitraums eingeben.',
    );
    await retype(canvas.getByLabelText('Von'), '2026-11-01');
    await userEvent.click(button(canvasElement, 'CSV herunterladen'));
    await expect(canvas.getByLabelText('Bis')).toHaveAccessibleDescription('Der Zeitraum endet vor seinem Beginn.');
    await expect(args.onFetchJournal).not.toHaveBeenCalled();
  },
};

/** No bookings in the period: said so, and no file. */
export const Empty: Story = {
  name: 'Leer',
  args: { onFetchJournal: fn(pagesOf<JournalRow>([])) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'CSV herunterladen'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Vom 01.10.2026 bis 31.10.2026 gibt es keine Buchungen; es wurde keine Datei erstellt.',
    );
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** The settings are still read: the DATEV file waits for them, the CSV needs none. */
export const Loading: Story = {
  name: 'Lädt',
  args: { settings: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'DATEV-Buchungsstapel herunterladen')).toBeDisabled();
    await expect(button(canvasElement, 'CSV herunterladen')).toBeEnabled();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { settings: failedQuery(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Die Einstellungen konnten nicht geladen werden',
    );
    await expect(button(canvasElement, 'DATEV-Buchungsstapel herunterladen')).toBeDisabled();
  },
};

/** Without Berater- and Mandantennummer the form says so before the service would refuse. */
export const WithoutNumbers: Story = {
  name: 'Ohne Berater- und Mandantennummer',
  args: { settings: loadedQuery({ ...SETTINGS, berater_nr: null, mandant_nr: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Für den DATEV-Buchungsstapel fehlen noch die Berater- und Mandantennummer',
    );
  },
};

/** At 390 px, after an export of a period that is no whole month: the long file name wraps. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByLabelText('Bis'), '2026-10-30');
    await userEvent.type(canvas.getByLabelText(/Bezeichnung/), 'Ausgangsrechnungen Oktober');
    await userEvent.click(button(canvasElement, 'DATEV-Buchungsstapel herunterladen'));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'EXTF_Buchungsstapel_2026-10-01_2026-10-30.csv mit 3 Buchungen wurde erstellt.',
      ),
    );
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
