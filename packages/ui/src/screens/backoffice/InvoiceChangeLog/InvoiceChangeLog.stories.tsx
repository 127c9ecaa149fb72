import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChangeLogRow } from '../../../model/contract';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { InvoiceChangeLog } from './InvoiceChangeLog';

const change = (row: Partial<ChangeLogRow> & Pick<ChangeLogRow, 'id'>): ChangeLogRow => ({
  tabelle: 'rechnung',
  datensatz: '60',
  aktion: 'geändert',
  wer: 'Katrin Weidner',
  wann: '2026-11-20T09:15:00',
  alt: null,
  neu: null,
  ...row,
});

/** Invoice 60's life: written, a position added, the greeting changed, issued, a payment recorded. */
const LIFE: ChangeLogRow[] = [
  change({ id: 1, aktion: 'angelegt', wann: '2026-11-10T08:02:00', neu: { id: 60, rn_datum: '2026-11-11' } }),
  change({
    id: 2,
    tabelle: 'position',
    datensatz: '901',
    aktion: 'angelegt',
    wann: '2026-11-10T08:05:00',
    neu: { id: 901, lfd_nr: 1, bez: 'Kartierung Borkenkäferbefall', ep: 85, rechnung_id: 60 },
  }),
  change({
    id: 3,
    wann: '2026-11-10T08:11:00',
    alt: { anrede: 'Sehr geehrte Damen und Herren,' },
    neu: { anrede: 'Sehr geehrte Frau Dr. Albrecht,' },
  }),
  change({ id: 4, wann: '2026-11-11T16:40:00', alt: { archiviert: false }, neu: { archiviert: true } }),
  change({
    id: 5,
    tabelle: 'rechnung_gestellt',
    aktion: 'angelegt',
    wann: '2026-11-11T16:40:00',
    neu: { rechnung_id: 60, sha256: '9f2c4e0b7a51d3c8e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7' },
  }),
  change({
    id: 6,
    tabelle: 'zahlung',
    datensatz: '41',
    aktion: 'angelegt',
    wer: 'Jonas Brandt',
    wann: '2026-11-16T10:30:00',
    neu: { id: 41, datum: '2026-11-16', betrag: 500, art: 'überweisung', referenz: 'RE 60' },
  }),
];

const meta = {
  title: 'Screens/Back office/Rechnung – Änderungsprotokoll (InvoiceChangeLog)',
  component: InvoiceChangeLog,
  args: { changes: loadedQuery(LIFE), onShow: fn() },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Änderungsprotokoll“ in der Bearbeitung einer Rechnung: wer wann Rechnung, Angaben, Positionen, Zahlungen und gestellte Form angelegt, geändert oder gelöscht hat, mit altem und neuem Wert, neueste zuerst. Geladen wird es erst mit „Protokoll anzeigen“.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §7 a_get_invoice_changes (sql/76_issued_form.sql)',
      tun: [
        'Bei einer Änderung nur die geänderten Spalten zeigen, jeweils alt → neu.',
        'Lange Texte nach 120 Zeichen kürzen und im Abschnitt umbrechen.',
      ],
      lassen: [
        'Keine Möglichkeit anbieten, Einträge zu bearbeiten oder zu löschen: Das Protokoll ist unveränderlich (GoBD).',
        'Das Protokoll nicht schon beim Öffnen der Rechnung laden.',
      ],
    },
  },
} satisfies Meta<typeof InvoiceChangeLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Änderungen, neueste zuerst' })).getAllByRole('listitem');

/** Newest first: the payment, the issue with its hash, the greeting old → new, and who did each when. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const items = entries(canvasElement);
    await expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Zahlung 41 angelegt',
      'Rechnung gestellt',
      'Rechnung geändert',
      'Rechnung geändert',
      'Position 1 angelegt',
      'Rechnung angelegt',
    ]);
    await expect(items[0]).toHaveTextContent('Jonas Brandt · 16.11.2026, 10:30');
    await expect(items[0]).toHaveTextContent(/Betrag500,00\s€/);
    await expect(items[3]).toHaveTextContent('AnredeSehr geehrte Damen und Herren, → Sehr geehrte Frau Dr. Albrecht,');
  },
};

/** Before it is asked for: a word on what it holds and the button that reads it. */
export const NotShownYet: Story = {
  name: 'Noch nicht angezeigt',
  args: { changes: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Protokoll anzeigen' }));
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { changes: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Änderungsprotokoll wird geladen …' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { changes: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Änderungen protokolliert.')).toBeVisible();
  },
};

/** A failed read says so and offers another try. */
export const Failed: Story = {
  name: 'Gescheitert',
  args: { changes: failedQuery(serviceError({ message: 'connection refused', status: 503 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Das Änderungsprotokoll konnte nicht geladen werden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** A long text changed: cut after 120 characters, wrapped within the card. */
export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    changes: loadedQuery([
      change({
        id: 7,
        wer: 'Dr. Hannelore Müller-Lüdenscheidt (Forstbetriebsgemeinschaftsgeschäftsstelle)',
        alt: {
          anschreiben:
            'wir bedanken uns für Ihren Auftrag zur Kartierung des Borkenkäferbefalls in den Revieren Oberes Kinzigtal und Schwarzwald-Baar-Heuberg und stellen Ihnen die folgenden Leistungen in Rechnung.',
        },
        neu: {
          anschreiben:
            'für die Kartierung des Borkenkäferbefalls (Buchdrucker und Kupferstecher) in den Revieren Oberes Kinzigtal, Schwarzwald-Baar-Heuberg und Hochschwarzwald berechnen wir Ihnen:',
        },
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const [item] = entries(canvasElement);
    await expect(item).toHaveTextContent('…');
    await expect(item).toHaveTextContent('Anschreiben');
  },
};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };
export const SmallWindow: Story = { name: 'Kleines Fenster', globals: { viewport: { value: 'small' } } };
export const Wide: Story = { name: 'Breites Fenster', globals: { viewport: { value: 'wide' } } };
