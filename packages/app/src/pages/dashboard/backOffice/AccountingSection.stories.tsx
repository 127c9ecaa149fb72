import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { AccountingSection } from './AccountingSection';

const meta = {
  title: 'Screens/Back office/Buchhaltung · verbunden (AccountingSection)',
  component: AccountingSection,
  ...connectedPageAt('/dashboard?bereich=buchhaltung'),
} satisfies Meta<typeof AccountingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's year: its invoices, credit notes and payments, within one fiscal and calendar year. */
const YEAR = { von: '2026-01-01', bis: '2026-12-31' };

/**
 * Catches what the page offers for download: the Blob given to `URL.createObjectURL` and the
 * `<a download>` clicked, which is not followed (the test browser would save the file).
 */
function catchDownloads() {
  const blobs: Blob[] = [];
  const links: { download: string; href: string }[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) blobs.push(object);
    return createObjectURL.call(URL, object);
  };
  // An own `click` of the anchors, over HTMLElement's: a download link is noted, not followed.
  Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
    configurable: true,
    writable: true,
    value(this: HTMLAnchorElement) {
      if (this.hasAttribute('download')) links.push({ download: this.download, href: this.href });
      else HTMLElement.prototype.click.call(this);
    },
  });
  return {
    blobs,
    links,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
    },
  };
}

const setPeriod = async (canvasElement: HTMLElement, von: string, bis: string) => {
  const canvas = within(canvasElement);
  const from = await canvas.findByLabelText('Von', {}, { timeout: 10_000 });
  await userEvent.clear(from);
  await userEvent.type(from, von);
  const to = canvas.getByLabelText('Bis');
  await userEvent.clear(to);
  await userEvent.type(to, bis);
};

/**
 * The seed's year as CSV: a_get_journal is asked for the period's first page of 2000 rows,
 * and the page offers one file, UTF-8 with its byte order mark, with the journal's rows.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buchhaltung' })).toBeVisible();
    await setPeriod(canvasElement, YEAR.von, YEAR.bis);
    const fetches = recordFetch();
    const downloads = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'CSV herunterladen' }));
      await expect(
        await canvas.findByText(
          /^Rechnungsjournal_2026-01-01_2026-12-31\.csv mit [\d.]+ Buchungen wurde erstellt\.$/,
          {},
          {
            timeout: 10_000,
          },
        ),
      ).toBeVisible();
      await expect(fetches.to('/rpc/a_get_journal').map((request) => request.body)).toEqual([
        { ...YEAR, anzahl: '2000' },
      ]);
      await expect(downloads.links).toEqual([
        { download: 'Rechnungsjournal_2026-01-01_2026-12-31.csv', href: expect.stringMatching(/^blob:/) },
      ]);
      await expect(downloads.blobs).toHaveLength(1);
      const bytes = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
      // The byte order mark first (Blob.text() would drop it), so Excel reads the umlauts.
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      await expect(text.startsWith('\uFEFFBelegart;Nummer;Datum;Kundennummer;Kunde;')).toBe(true);
      await expect(text).toMatch(/\r\nRechnung;\d+;\d\d\.\d\d\.2026;\d+;/);
      await expect(text).toMatch(/\r\nZahlung;\d+;/);
    } finally {
      downloads.restore();
      fetches.restore();
    }
  },
};

/** The same year for DATEV: the header with the seed's consultant and client numbers, in Windows-1252. */
export const Datev: Story = {
  name: 'DATEV-Buchungsstapel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await setPeriod(canvasElement, YEAR.von, YEAR.bis);
    const button = canvas.getByRole('button', { name: 'DATEV-Buchungsstapel herunterladen' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
    const fetches = recordFetch();
    const downloads = catchDownloads();
    try {
      await userEvent.dblClick(button);
      await canvas.findByText(/^EXTF_Buchungsstapel_2026-01-01_2026-12-31\.csv mit /, {}, { timeout: 10_000 });
      await expect(fetches.to('/rpc/a_get_bookings').map((request) => request.body)).toEqual([
        { ...YEAR, anzahl: '2000' },
      ]);
      await expect(downloads.links).toHaveLength(1);
      const bytes = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
      const head = new TextDecoder('windows-1252').decode(bytes.slice(0, 120));
      await expect(head).toMatch(
        /^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"";"";29098;55003;20260101;4;20260101;20261231;/,
      );
    } finally {
      downloads.restore();
      fetches.restore();
    }
  },
};

/** The service refuses the bookings: its German reason at the form, and nothing is offered. */
export const Refused: Story = {
  name: 'Abgelehnt',
  parameters: {
    msw: {
      handlers: withFaults({
        a_get_bookings: { status: 400, code: 'P0001', message: 'Kunde „Stadt Calw“ hat keine Debitorennummer.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      'button',
      { name: 'DATEV-Buchungsstapel herunterladen' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
    const downloads = catchDownloads();
    try {
      await userEvent.click(button);
      const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
      await expect(alert).toHaveTextContent('Der DATEV-Buchungsstapel wurde nicht erstellt.');
      await expect(alert).toHaveTextContent('Kunde „Stadt Calw“ hat keine Debitorennummer.');
      await expect(downloads.links).toEqual([]);
    } finally {
      downloads.restore();
    }
  },
};

/** The settings from the SQL; a new Mandantennummer is saved and read back. */
export const Settings: Story = {
  name: 'Einstellungen speichern',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mandant = await canvas.findByRole('textbox', { name: /Mandantennummer/ }, { timeout: 10_000 });
    await expect(mandant).toHaveValue('55003');
    await expect(await canvas.findByRole('cell', { name: '8400' }, { timeout: 10_000 })).toBeVisible();
    const fetches = recordFetch();
    try {
      await userEvent.clear(mandant);
      await userEvent.type(mandant, '55004');
      await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
      await waitFor(() => expect(fetches.to('/rpc/a_update_accounting_settings')).toHaveLength(1), {
        timeout: 10_000,
      });
      await expect(fetches.to('/rpc/a_update_accounting_settings')[0]?.body).toEqual({
        berater_nr: '29098',
        mandant_nr: '55004',
        kontenrahmen: 'SKR03',
        wj_beginn: '1',
        bankkonto: '1200',
      });
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Einstellungen speichern' })).toBeDisabled(), {
        timeout: 10_000,
      });
      await expect(canvas.getByRole('textbox', { name: /Mandantennummer/ })).toHaveValue('55004');
    } finally {
      fetches.restore();
    }
  },
};
