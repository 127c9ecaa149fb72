import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import type { OutboxRow } from '../../../model/resultRows';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { OutboxScreen, outboxColumns, type OutboxScreenProps } from './OutboxScreen';
import { OUTBOX_INVOICE_MAIL, OUTBOX_LONG_ROWS, OUTBOX_ROWS } from './outboxStoryData';
import type { OutboxFilter } from './outboxLabels';

const NO_FILTER: OutboxFilter = { zustand: '' };
// The stand-in service sorts by the columns' values; which mail opens plays no part in it.
const SORT_COLUMNS = outboxColumns(() => undefined);

/** The mails the service finds: the state filter and every search word in recipient or subject. */
function findMails(all: readonly OutboxRow[], filter: OutboxFilter, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter(
    (row) =>
      (filter.zustand === '' || row.zustand === filter.zustand) &&
      words.every((word) => `${row.recipient} ${row.subject}`.toLowerCase().includes(word)),
  );
}

type StoryProps = OutboxScreenProps & { all?: readonly OutboxRow[] };

/** The screen with its list in story state, paged from `all` as the service would answer. */
function StatefulOutboxScreen({ all, ...props }: StoryProps) {
  const mails = useStoryList(props.mails, { all, find: findMails, columns: SORT_COLUMNS, noFilter: NO_FILTER });
  return <OutboxScreen {...props} mails={mails} />;
}

const START = storyListView<OutboxRow, OutboxFilter>(NO_FILTER, { key: 'geschrieben', direction: 'desc' }, 25);

const meta = {
  title: 'Screens/Back office/Postausgang (OutboxScreen)',
  component: OutboxScreen,
  render: (args) => <StatefulOutboxScreen {...args} />,
  args: { all: OUTBOX_ROWS, mails: START },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Postausgang“ sieht die Administration jede E-Mail, die der Datendienst zum Versand geschrieben hat (etwa Rückfragen zu Käfermeldungen, Expertenanfragen, Rechnungen), neueste zuerst, mit Stand und Versuchen. Ein Betreff öffnet die E-Mail mit Text und Anhängen.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Postausgang), §7 a_get_outbox, a_get_outbox_attachments',
      tun: [
        'Den Text einer E-Mail nur als Text zeigen, nie als HTML: Er enthält Freitext aus der Prüfung.',
        'In der Demo unter dem Titel sagen, dass nichts wirklich versendet wird.',
      ],
      lassen: [
        'Nicht im Browser suchen, filtern oder sortieren: Suche und Filter nach Stand gehen an den Datendienst.',
        'Anhänge nicht mit der Liste laden: Ihr Inhalt wird erst beim Herunterladen geholt.',
      ],
    },
  },
} satisfies Meta<typeof StatefulOutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Postausgang' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 E-Mails');
    // Newest first: the waiting Rückfrage of today leads.
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Rückfrage zu Ihrer Käfermeldung Nr. 12');
    await expect(within(rows[0]!).getByText('Wartet')).toBeVisible();
    await expect(within(rows[1]!).getByText('Fehlgeschlagen')).toBeVisible();
    await expect(within(rows[1]!).getByText('2 Versuche')).toBeVisible();
    await expect(within(rows[1]!).getByText(/421 4\.7\.0/)).toBeVisible();
    await expect(within(rows[2]!).getByText('Gesendet')).toBeVisible();
  },
};

/** In the demo nothing leaves: the page says so under its title. */
export const InTheDemo: Story = {
  name: 'Hinweis in der Demo',
  args: { note: 'In der Demo wird keine E-Mail versandt: Hier steht, was versandt worden wäre.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/was versandt worden wäre/)).toBeVisible();
  },
};

/** A subject opens the mail as it went out: header, attempts, the server's answer and the body, as text. */
export const ReadAMail: Story = {
  name: 'E-Mail lesen',
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const subject = canvas.getByRole('button', { name: 'Neue Expertenanfrage von Anna Anfrage' });
    await user.click(subject);
    const dialog = await screen.findByRole('dialog', { name: 'Neue Expertenanfrage von Anna Anfrage' });
    const mail = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('An admin@waldmonitor.example');
    // The dialog fades in: its content is there at once, visible a moment later.
    await waitFor(() => expect(mail.getByText('Expertenanfrage (benutzer:5)')).toBeVisible());
    await expect(mail.getByText(/Service not available/)).toBeInTheDocument();
    await expect(mail.getByRole('region', { name: 'Nachricht' })).toHaveTextContent(
      'Anna Anfrage (anfrage@waldmonitor.example) hat am 24.11.2026 um 16:02 Uhr den Expertenstatus beantragt.',
    );
    await user.click(mail.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where the person was: the subject they opened has the focus again.
    await waitFor(() => expect(subject).toHaveFocus());
  },
};

/** An invoice sent by e-mail: its attachment is named in the list and downloaded from the mail. */
export const InvoiceWithAttachment: Story = {
  name: 'Rechnung mit Anhang',
  args: { all: [OUTBOX_INVOICE_MAIL, ...OUTBOX_ROWS], onDownloadAttachments: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Anhang: Rechnung-61.pdf');
    await user.click(within(first).getByRole('button', { name: /^Rechnung 61 vom/ }));
    const mail = within(await screen.findByRole('dialog', { name: /^Rechnung 61 vom/ }));
    await waitFor(() => expect(mail.getByText('Rechnung per E-Mail (rechnung:61)')).toBeVisible());
    await user.click(mail.getByRole('button', { name: 'Anhang herunterladen' }));
    await expect(args.onDownloadAttachments).toHaveBeenCalledWith(OUTBOX_INVOICE_MAIL);
  },
};

/** "Fehlgeschlagen" asks the service for the failed mails only; "Filter zurücksetzen" brings all back. */
export const FilterByState: Story = {
  name: 'Nach Zustand gefiltert',
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.selectOptions(canvas.getByRole('combobox', { name: 'Zustand' }), 'fehlgeschlagen');
    await expect(args.mails.onFilterChange).toHaveBeenLastCalledWith('zustand', 'fehlgeschlagen');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 E-Mail$/);
    await expect(canvas.getByRole('button', { name: 'Neue Expertenanfrage von Anna Anfrage' })).toBeVisible();
    await user.type(canvas.getByRole('textbox', { name: 'Empfänger oder Betreff suchen' }), 'käfermeldung');
    await expect(canvas.getByText('Keine E-Mails gefunden.')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.mails.onResetFilters).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 E-Mails');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { all: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine E-Mails geschrieben.')).toBeVisible();
  },
};

/**
 * Empty at 390 px: the table is wider than the phone, but the message stays in the visible part
 * of its box (it sat centred across the columns out of view, showing only its first letter).
 */
export const EmptyOnAPhone: Story = {
  name: 'Leer auf dem Telefon',
  args: { all: [] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText('Noch keine E-Mails geschrieben.');
    const box = canvas.getByRole('region', { name: /Postausgang|E-Mails/ }).getBoundingClientRect();
    const shown = message.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(box.left);
    await expect(shown.right).toBeLessThanOrEqual(box.right);
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, mails: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { all: OUTBOX_LONG_ROWS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 Versuche')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Nr\. 100482/ }));
    const dialog = await screen.findByRole('dialog', { name: /Nr\. 100482/ });
    await expect(within(dialog).getByRole('region', { name: 'Nachricht' })).toHaveTextContent(/Kupferstecher/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 390 px: the long address and subject wrap inside their cells. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

/** A tablet's width (768 px, the presets' nearest to 800). */
export const TabletWidth: Story = {
  name: 'Tablet',
  args: LongGermanText.args,
  globals: { viewport: { value: 'tablet' } },
};

/** A desktop (1280 px, the widest preset): every column in view, the subjects on one line. */
export const DesktopWidth: Story = {
  name: 'Desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Zustand/ })).toBeVisible();
  },
};
