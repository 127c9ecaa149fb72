import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { recordFromStart as recordClientReads } from '../../../testing/allClientsReads';
import { connectedPage } from '../../../testing/ConnectedStory';
import { DashboardPage } from '../DashboardPage';
import { opened, slow, storyFetches } from './documentEditorStoryKit';

/**
 * The invoice editor's payments over the demo's SQL: the seed's issued, overdue invoice 30
 * takes a payment and its reversal; the draft invoice 60 takes none yet.
 */
const meta = {
  title: 'Screens/Back office/Rechnung – Zahlungen · verbunden (DocumentEditorSection)',
  component: DashboardPage,
  ...connectedPage,
  parameters: {
    ...connectedPage.parameters,
    session: 'admin',
    router: { initialEntries: ['/dashboard?bereich=rechnungen&id=60'] },
  },
  beforeEach: recordClientReads,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { recordFromStart, bodies } = storyFetches();

/** Invoice 30, overdue: a payment of the open amount settles it; its reversal makes it overdue again. */
export const ArchivedInvoiceWithPayments: Story = {
  name: 'Archivierte Rechnung mit Zahlungen',
  parameters: { router: { initialEntries: ['/dashboard?bereich=rechnungen&id=30'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Rechnung 30');
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Zahlungen' }, slow));
    await waitFor(() => expect(card.getByText(/^Überfällig seit \d+ Tagen$/)).toBeInTheDocument(), slow);
    await expect(card.getByText(/^Überfällig seit/).closest('p')).toHaveTextContent('offen 5.266,09 €');
    const table = () => card.getByRole('table', { name: 'Zahlungen und Gegenbuchungen' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4), slow);
    await expect(bodies('a_get_invoice_state')).toContainEqual({ rechnung_id: '30' });
    await expect(bodies('a_get_payments')).toContainEqual({ rechnung_id: '30' });

    await userEvent.click(card.getByRole('button', { name: 'Zahlung erfassen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Zahlung erfassen' }, slow));
    await expect(dialog.getByRole('textbox', { name: /Betrag in €/ })).toHaveValue('5.266,09');
    await userEvent.type(dialog.getByRole('textbox', { name: /Referenz/ }), 'Kontoauszug 112');
    await userEvent.click(dialog.getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() => expect(card.getByText('Bezahlt')).toBeInTheDocument(), slow);
    await expect(bodies('a_add_payment')).toEqual([
      {
        rechnung_id: '30',
        datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        betrag: '5266.09',
        art: 'überweisung',
        referenz: 'Kontoauszug 112',
        notiz: null,
      },
    ]);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5), slow);

    const reverse = within(table()).getByRole('button', { name: /über 5\.266,09\s€ stornieren$/ });
    await userEvent.click(reverse);
    const question = within(await screen.findByRole('dialog', { name: /über 5\.266,09\s€ stornieren\?$/ }, slow));
    await userEvent.type(question.getByRole('textbox', { name: /Grund/ }), 'Zahlung gehört zu Rechnung 31');
    await userEvent.click(question.getByRole('button', { name: 'Zahlung stornieren' }));
    await waitFor(() => expect(card.getByText(/^Überfällig seit/)).toBeInTheDocument(), slow);
    await expect(bodies('a_reverse_payment')).toEqual([
      { zahlung_id: expect.stringMatching(/^\d+$/), notiz: 'Zahlung gehört zu Rechnung 31' },
    ]);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(6), slow);
    await expect(within(table()).getByText('Gegenbuchung')).toBeInTheDocument();
    await expect(within(table()).getByText('storniert')).toBeInTheDocument();

    // The change log, read only when asked for: the counter-entry and the payment, newest first.
    await expect(bodies('a_get_invoice_changes')).toEqual([]);
    const log = within(canvas.getByRole('region', { name: 'Änderungsprotokoll' }));
    await userEvent.click(log.getByRole('button', { name: 'Protokoll anzeigen' }));
    const entries = await log.findByRole('list', { name: 'Änderungen, neueste zuerst' }, slow);
    const titles = within(entries)
      .getAllByRole('listitem')
      .map((entry) => entry.querySelector('strong')?.textContent);
    await expect(titles.slice(0, 2)).toEqual([
      expect.stringMatching(/^Zahlung \d+ angelegt$/),
      expect.stringMatching(/^Zahlung \d+ angelegt$/),
    ]);
    await expect(bodies('a_get_invoice_changes')).toEqual([{ rechnung_id: '30' }]);
  },
};

/** A draft takes no payment yet: the card says when it will, and offers no "Zahlung erfassen". */
export const DraftInvoiceTakesNoPayment: Story = {
  name: 'Entwurf nimmt keine Zahlung an',
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const card = within(await within(canvasElement).findByRole('region', { name: 'Zahlungen' }, slow));
    await expect(
      await card.findByText(/^Zahlungen werden erfasst, sobald die Rechnung gestellt \(archiviert\) ist\./, {}, slow),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Zahlung erfassen' })).toBeNull();
  },
};
