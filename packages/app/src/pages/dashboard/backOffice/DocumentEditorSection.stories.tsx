import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allClientsReads, clientReads, recordFromStart as recordClientReads } from '../../../testing/allClientsReads';
import { connectedPage } from '../../../testing/ConnectedStory';
import { DashboardPage } from '../DashboardPage';
import { opened, slow, storyFetches } from './documentEditorStoryKit';

/** Invoice 60 of the seed: open, three positions, 3.827,20 € net at 19 %. */
const meta = {
  title: 'Screens/Back office/Rechnung oder Angebot bearbeiten · verbunden (DocumentEditorSection)',
  component: DashboardPage,
  ...connectedPage,
  parameters: {
    ...connectedPage.parameters,
    session: 'admin',
    router: { initialEntries: ['/dashboard?bereich=rechnungen&id=60'] },
  },
  // Every story: no read of every client (a_get_all_clients without `limit`, 630 kB at 2,000 clients).
  beforeEach: recordClientReads,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Chooses an option of a list filled by a call: the request may be out (and asserted)
 * while its answer is not rendered yet, so the option is waited for first.
 */
async function choose(select: HTMLElement, value: string) {
  await waitFor(() => expect(select.querySelector(`option[value="${value}"]`)).not.toBeNull(), slow);
  await userEvent.selectOptions(select, value);
}
/** Searches the document's client by `words` and chooses it by id from the service's matches. */
async function chooseClient(canvasElement: HTMLElement, words: string, id: string) {
  const field = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
  await userEvent.click(field);
  await userEvent.type(field, words);
  const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '')!;
  await waitFor(() => expect(listbox.querySelector(`[data-value="${id}"]`)).not.toBeNull(), slow);
  await userEvent.click(listbox.querySelector<HTMLElement>(`[data-value="${id}"]`)!);
}
const { recordFromStart, bodies } = storyFetches();
const sums = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Summen');
const amount = (canvasElement: HTMLElement, term: string) => within(sums(canvasElement)).getByText(term).nextSibling;
const positionsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Position 1 bearbeiten' }, slow);

/** The reads of the editor, each with its body (ids as text), and a template added as a position. */
export const Default: Story = {
  name: 'Standard',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await positionsShown(canvasElement);
    await waitFor(() => expect(amount(canvasElement, 'Brutto')).toHaveTextContent('4.554,37 €'), slow);
    await expect(bodies('a_get_invoice_details')).toContainEqual({ invoice_id: '60' });
    await expect(bodies('a_get_invoice_positions')).toContainEqual({ invoice_id: '60' });
    await waitFor(() => expect(bodies('a_get_minmax_rn_datum')?.length).toBeGreaterThan(0), slow);
    await expect(bodies('a_get_minmax_rn_datum')?.[0]).toEqual({
      rn_datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const call of ['a_get_currentuser', 'a_get_all_freitexte', 'a_get_acronyms', 'a_get_position_tmpl']) {
      await expect(bodies(call)?.[0]).toEqual({});
    }
    // The client is shown by its name from the first matches or its own read, never from every client.
    await waitFor(() => expect(clientReads().length).toBeGreaterThan(0), slow);
    await expect(allClientsReads()).toEqual([]);

    const canvas = within(canvasElement);
    await choose(canvas.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }), '6');
    await waitFor(() => expect(amount(canvasElement, 'Brutto')).toHaveTextContent('4.631,72 €'), slow);
    // requirements §5: numbers as text, erl and erl_titel as text, erl_on as 'true'/'false'.
    await waitFor(() => expect(bodies('a_insert_position')).toHaveLength(1), slow);
    await expect(bodies('a_insert_position')).toEqual([
      {
        rechnung_id: '60',
        angebot_id: null,
        anzahl: '1',
        bez: 'Anfahrtspauschale',
        einheit: 'pausch.',
        ep: '65',
        lfd_nr: '4',
        erl: '',
        erl_on: 'false',
        erl_titel: '',
      },
    ]);
  },
};

/** The service refuses a position change: the row stays open with what was typed and the service's message; Escape puts it back. */
export const FailedPositionSaveKeepsTypedValues: Story = {
  name: 'Position scheitert, Eingaben bleiben',
  parameters: {
    msw: { handlers: withFaults({ a_update_position: { status: 400, message: 'Position ist gesperrt.' } }) },
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await positionsShown(canvasElement));
    const quantity = canvas.getByRole('textbox', { name: 'Menge Position 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20,5{Enter}');
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Position 1 wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Position ist gesperrt.');
    await expect((canvas.getByRole('textbox', { name: 'Menge Position 1' }) as HTMLInputElement).value).toMatch(
      /^20,50*$/,
    );
    await userEvent.keyboard('{Escape}');
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('3.827,20 €');
  },
};

/** a_update_position with every field as text, a_delete_position {position_id}, and the renumbering. */
export const EditReorderDelete: Story = {
  name: 'Bearbeiten, verschieben, löschen',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await positionsShown(canvasElement));
    const quantity = canvas.getByRole('textbox', { name: 'Menge Position 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20,5{Enter}');
    await waitFor(() => expect(amount(canvasElement, 'Netto')).toHaveTextContent('4.338,40 €'), slow);
    await expect(bodies('a_update_position')).toEqual([
      {
        position_id: '406',
        anzahl: '20.5',
        bez: 'Digitalisierung Dränstränge',
        einheit: 'km',
        ep: '142',
        lfd_nr: '1',
        erl: '',
        erl_on: 'true',
        erl_titel: '',
      },
    ]);
    const up = await canvas.findByRole('button', { name: 'Position 3 nach oben' }, slow);
    await waitFor(() => expect(up).toBeEnabled(), slow);
    await userEvent.click(up);
    await waitFor(() => expect(bodies('a_update_position')).toHaveLength(3), slow);
    await expect(bodies('a_update_position')?.slice(1)).toEqual([
      expect.objectContaining({ position_id: '408', lfd_nr: '2' }),
      expect.objectContaining({ position_id: '407', lfd_nr: '3' }),
    ]);
    const remove = await canvas.findByRole('button', { name: 'Position 3 löschen' }, slow);
    await waitFor(() => expect(remove).toBeEnabled(), slow);
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 3 löschen?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(bodies('a_delete_position')).toEqual([{ position_id: '407' }]), slow);
  },
};

/** The head: a_set_client_for_invoice {client_id, rechnung_id} at once; a_update_invoice_details on Speichern. */
export const SaveHeaderAndClient: Story = {
  name: 'Kopf und Kunde speichern',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await positionsShown(canvasElement);
    await chooseClient(canvasElement, 'calw', '3');
    await waitFor(
      () => expect(bodies('a_set_client_for_invoice')).toEqual([{ client_id: '3', rechnung_id: '60' }]),
      slow,
    );
    await expect(allClientsReads()).toEqual([]);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Sehr geehrte Frau Köhler,');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Umsatzsteuersatz' }), '7');
    await expect(amount(canvasElement, 'USt 7 %')).toHaveTextContent('267,90 €');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies('a_update_invoice_details')).toHaveLength(1), slow);
    await expect(bodies('a_update_invoice_details')?.[0]).toMatchObject({
      invoice_id: '60',
      anrede: 'Sehr geehrte Frau Köhler,',
      ust_satz: '7',
      rn_datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  },
};

/** a_set_archive_for_rn {invoice_id} after the confirmation; then the invoice is read-only. */
export const ArchiveInvoice: Story = {
  name: 'Rechnung archivieren',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await positionsShown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 60 archivieren?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await expect(await within(canvasElement).findByRole('note', {}, slow)).toHaveTextContent('archiviert');
    await expect(bodies('a_set_archive_for_rn')).toEqual([{ invoice_id: '60' }]);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Anrede' })).toBeDisabled();
  },
};

export const ArchivedInvoiceIsReadOnly: Story = {
  name: 'Archivierte Rechnung nur lesen',
  parameters: { router: { initialEntries: ['/dashboard?bereich=rechnungen&id=1'] } },
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Rechnung 1');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', {}, slow)).toHaveTextContent('archiviert');
    await expect(canvas.queryByRole('button', { name: 'Speichern' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
  },
};

/**
 * Invoice 30 of the seed, issued and partly paid (three payments, 5.266,09 € open, long past
 * due): its state and payments under the positions. The open amount is recorded
 * (a_add_payment, the amount as text) and the invoice is paid; that payment is reversed
 * (a_reverse_payment) and it is overdue again, the payment kept and marked, its counter-entry beside it.
 */
/**
 * Offer 37 (accepted) becomes invoice 61 in one call of ours, a_convert_offer_to_invoice
 * (one transaction: the invoice, the offer's texts and positions, the offer billed).
 */
export const OfferBecomesInvoice: Story = {
  name: 'Angebot wird Rechnung',
  parameters: { router: { initialEntries: ['/dashboard?bereich=angebote&id=37'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Angebot 37');
    await positionsShown(canvasElement);
    await expect(bodies('a_get_offer_details')).toContainEqual({ offer_id: '37' });
    await expect(bodies('a_get_offer_positions')).toContainEqual({ offer_id: '37' });
    await waitFor(() => expect(bodies('a_get_minmax_an_datum')?.length).toBeGreaterThan(0), slow);
    await expect(bodies('a_get_minmax_an_datum')?.[0]).toEqual({
      an_datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The client's address for the checklist and the letter.
    await expect(bodies('a_get_client_details')).toContainEqual({ client_id: '31' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'In Rechnung umwandeln' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung aus Angebot 37' }, slow);
    await waitFor(() => expect(within(dialog).getByLabelText(/Rechnungsdatum/)).not.toHaveValue(''), slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechnung erstellen' }));
    await opened(canvasElement, 'Rechnung 61');
    await expect(bodies('a_convert_offer_to_invoice')).toHaveLength(1);
    await expect(bodies('a_convert_offer_to_invoice')?.[0]).toMatchObject({
      offer_id: '37',
      client_id: '31',
      ust_satz: '19',
      erneut: false,
      rn_datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await expect(bodies('a_add_invoice')).toEqual([]);
    await expect(bodies('a_insert_position')).toEqual([]);
    await expect(allClientsReads()).toEqual([]);
  },
};

/** An offer's head: a_set_client_for_offer {client_id, angebot_id}; status and sign with a_update_offer_details. */
export const OfferHeader: Story = {
  name: 'Angebotskopf',
  parameters: { router: { initialEntries: ['/dashboard?bereich=angebote&id=40'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Angebot 40');
    const canvas = within(canvasElement);
    await positionsShown(canvasElement);
    await chooseClient(canvasElement, 'freiburg', '2');
    await waitFor(() => expect(bodies('a_set_client_for_offer')).toEqual([{ client_id: '2', angebot_id: '40' }]), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'versendet');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(bodies('a_update_offer_details')).toHaveLength(1), slow);
    await expect(bodies('a_update_offer_details')?.[0]).toMatchObject({
      offer_id: '40',
      status: 'versendet',
      ust_satz: '19',
    });
  },
};

export const Error: Story = {
  name: 'Fehler',
  parameters: {
    msw: { handlers: withFaults({ a_get_invoice_details: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Die Rechnung konnte nicht geladen werden.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Invoice 59 on a phone (390 px): head, letter texts, positions and checklist fit without a sideways scroll. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  parameters: { router: { initialEntries: ['/dashboard?bereich=rechnungen&id=59'] } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Rechnung 59');
    await positionsShown(canvasElement);
    await within(canvasElement).findByText(/Pflichtangaben? fehl|Alle Pflichtangaben/, {}, slow);
  },
};

/** Position 1 goes after the question; the service numbers the other two 1 and 2, and so does the table. */
export const DeleteClosesTheNumbering: Story = {
  name: 'Löschen nummeriert neu',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Position 1 löschen' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 1 löschen?' }, slow);
    await expect(dialog).toHaveTextContent('„Digitalisierung Dränstränge“');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(bodies('a_delete_position')).toEqual([{ position_id: '406' }]), slow);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);
    // Read again from the service: two positions, numbered 1 and 2.
    await waitFor(() => expect(bodies('a_get_invoice_positions')?.length).toBeGreaterThan(1), slow);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Position 3 löschen' })).toBeNull(), slow);
    await expect(canvas.getByRole('button', { name: 'Position 2 löschen' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('cell', { name: 'Drohnenbefliegung mit Orthofoto' }).closest('tr')?.firstChild,
    ).toHaveTextContent('1');
  },
};

/** a_insert_position fails once (500): the template's position stays open with its values and the message; Übernehmen sends it again. */
export const FailedTemplateAddKeepsTheRow: Story = {
  name: 'Vorlage übernehmen scheitert',
  parameters: { msw: { handlers: withFaults({ a_insert_position: { status: 500, times: 1 } }) } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await positionsShown(canvasElement);
    await choose(canvas.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }), '6');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Die Position wurde nicht hinzugefügt.');
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Position 4' })).toHaveValue('Anfahrtspauschale');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(bodies('a_insert_position')).toHaveLength(2), slow);
    await expect(await canvas.findByRole('button', { name: 'Position 4 bearbeiten' }, slow)).toBeInTheDocument();
  },
};

/** Invoice 59: the Anrede changed, then "Archivieren": the new text is saved before the invoice is archived. */
export const ArchiveSavesPendingEditsFirst: Story = {
  name: 'Archivieren speichert Änderungen zuerst',
  parameters: { router: { initialEntries: ['/dashboard?bereich=rechnungen&id=59'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Rechnung 59');
    const canvas = within(canvasElement);
    await positionsShown(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag,');
    await userEvent.click(canvas.getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 59 archivieren?' }, slow);
    await expect(dialog).toHaveTextContent('„Archivieren“ speichert sie zuerst.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await expect(await canvas.findByRole('note', {}, slow)).toHaveTextContent('archiviert');
    await expect(bodies('a_update_invoice_details')).toEqual([expect.objectContaining({ anrede: 'Guten Tag,' })]);
    await expect(bodies('a_set_archive_for_rn')).toEqual([{ invoice_id: '59' }]);
    // What the read-only form shows is what the service holds.
    await waitFor(() => expect(bodies('a_get_invoice_details')?.length).toBeGreaterThan(1), slow);
    await expect(canvas.getByRole('textbox', { name: 'Anrede' })).toHaveValue('Guten Tag,');
  },
};

/** A changed invoice asks before "Zurück zu den Rechnungen" and before a back-office tab; Abbrechen keeps the text. */
export const LeavingWithChangesAsks: Story = {
  name: 'Verlassen mit Änderungen fragt nach',
  parameters: { router: { data: true, initialEntries: ['/dashboard?bereich=rechnungen&id=60'] } },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await positionsShown(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag,');
    for (const link of [
      canvas.getByRole('link', { name: 'Zurück zu den Rechnungen' }),
      within(canvas.getByRole('navigation', { name: 'Bereiche der Verwaltung' })).getByRole('link', {
        name: 'Angebote',
      }),
    ]) {
      await userEvent.click(link);
      const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' }, slow);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);
      await expect(canvas.getByRole('textbox', { name: 'Anrede' })).toHaveValue('Guten Tag,');
    }
  },
};
