import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_INVOICE, storyPositions } from '../billingStoryData';
import { createSeed } from '@waldmonitor/mocks';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { documentStoryData } from '../documentStoryData';
import { PositionsTable } from './PositionsTable';

const { templates: STORY_TEMPLATES } = documentStoryData(createSeed());
const onRetry = fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Back office/Rechnung – Positionen (PositionsTable)',
  component: PositionsTable,
  args: {
    positions: loadedQuery(storyPositions(STORY_INVOICE.id)),
    ustSatz: 19,
    templates: STORY_TEMPLATES,
    onInsert: fn(async () => 99),
    onUpdate: fn(async () => null),
    onDelete: fn(async () => null),
    onReorder: fn(async () => undefined),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Positionen“ in der Bearbeitung eines Angebots oder einer Rechnung: Positionen direkt in der Tabelle bearbeiten, aus Vorlagen oder von Hand hinzufügen, umsortieren und löschen; Netto, Umsatzsteuer und Brutto folgen jeder Eingabe.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Angebote und Rechnungen: Positionen), §3 (Decided: Positionen 1…n), §5, §7 a_insert_position, a_update_position, a_delete_position, a_get_position_tmpl',
      tun: [
        'Mit der Tastatur bedienbar halten: Tabulatortaste durch die Felder, Eingabetaste übernimmt, Esc setzt die Zeile zurück.',
        'Vor dem Löschen die Position nennen und fragen; danach rücken die Nummern auf (1…n wie im Druck).',
      ],
      lassen: [
        'Bei einer Ablehnung nichts Eingetragenes verwerfen: Die Zeile öffnet sich wieder mit der Meldung.',
        'Positionen einer archivierten Rechnung nicht bearbeitbar machen.',
      ],
    },
  },
} satisfies Meta<typeof PositionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (canvasElement: HTMLElement, term: string) =>
  within(within(canvasElement).getByLabelText('Summen')).getByText(term).nextSibling;

/** A PostgREST error as the client hands it on. */
const refused = (message: string) =>
  Object.assign(new globalThis.Error(message), { code: 'P0001', status: 400, message });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
    await expect(amount(canvasElement, 'USt 19 %')).toHaveTextContent('177,84 €');
    await expect(amount(canvasElement, 'Brutto')).toHaveTextContent('1.113,84 €');
  },
};

/** A template becomes a position at once (lfd_nr 5), and the totals follow. */
export const AddFromTemplate: Story = {
  name: 'Aus Vorlage hinzufügen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }), '6');
    await expect(args.onInsert).toHaveBeenCalledWith({
      anzahl: 1,
      bez: 'Anfahrtspauschale',
      einheit: 'pausch.',
      ep: 65,
      lfd_nr: 5,
      erl: '',
      erl_on: false,
      erl_titel: '',
    });
    await expect(canvas.getByRole('cell', { name: 'Anfahrtspauschale' })).toBeInTheDocument();
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('1.001,00 €');
    await expect(amount(canvasElement, 'Brutto')).toHaveTextContent('1.191,19 €');
  },
};

/**
 * A new position shows at once, and says "Wird gespeichert …" in place of its buttons until the
 * service answers; then its buttons come.
 */
export const AddShowsSavingUntilAnswered: Story = {
  name: 'Neue Position wird gespeichert',
  args: { onInsert: fn(() => new Promise((resolve) => setTimeout(() => resolve(99), 600))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }), '6');
    const row = canvas.getByRole('cell', { name: 'Anfahrtspauschale' }).closest('tr')!;
    await expect(within(row).getByRole('status')).toHaveTextContent('Wird gespeichert …');
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(args.onInsert).toHaveBeenCalledTimes(1));
  },
};

/** Typed in German notation, saved with Enter; the totals follow every keystroke. */
export const EditWithKeyboard: Story = {
  name: 'Mit der Tastatur bearbeiten',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 3 bearbeiten' }));
    const price = canvas.getByRole('textbox', { name: 'Einzelpreis Position 3' });
    await userEvent.clear(price);
    await userEvent.type(price, '1.085,5');
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('1.936,50 €');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
    await expect(args.onUpdate).toHaveBeenCalledWith(3, {
      anzahl: 1,
      bez: 'Anfahrt',
      einheit: 'pauschal',
      ep: 1085.5,
      lfd_nr: 3,
      erl: '',
      erl_on: true,
      erl_titel: '',
    });
  },
};

/** Escape puts the row back as it was and sends nothing. */
export const EscapeCancelsTheRow: Story = {
  name: 'Escape bricht die Zeile ab',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 1 bearbeiten' }));
    const quantity = canvas.getByRole('textbox', { name: 'Menge Position 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Menge Position 1' })).toBeNull();
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The service refuses the change: the row opens again with what was typed and the service's message at it. */
export const FailedSaveKeepsTypedValues: Story = {
  name: 'Speichern scheitert, Eingabe bleibt',
  args: { onUpdate: fn(async () => Promise.reject(refused('Die Rechnung 2025017 ist archiviert.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 3 bearbeiten' }));
    const price = canvas.getByRole('textbox', { name: 'Einzelpreis Position 3' });
    await userEvent.clear(price);
    await userEvent.type(price, '100{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Position 3 wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Die Rechnung 2025017 ist archiviert.');
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    // The row is open again with the typed price; the totals still follow it.
    await expect(canvas.getByRole('textbox', { name: 'Einzelpreis Position 3' })).toHaveValue('100,00');
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('951,00 €');
    // Escape puts the saved row back: unit price and line total of the Anfahrt are 85,00 € again.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
    await expect(canvas.getAllByRole('cell', { name: /^85,00\s€$/ })).toHaveLength(2);
  },
};

/** A position added by hand that the service refuses stays open with everything typed. */
export const FailedAddKeepsTheRow: Story = {
  name: 'Hinzufügen scheitert, Zeile bleibt',
  args: { onInsert: fn(async () => Promise.reject(refused('Die Rechnung 2025017 ist archiviert.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position hinzufügen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bezeichnung Position 5' }), 'Nachmessung Grenzpunkte');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Einzelpreis Position 5' }), '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Position wurde nicht hinzugefügt.');
    await expect(alert).toHaveTextContent('Die Rechnung 2025017 ist archiviert.');
    await expect(args.onInsert).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Position 5' })).toHaveValue(
      'Nachmessung Grenzpunkte',
    );
    await expect(canvas.getByRole('textbox', { name: 'Einzelpreis Position 5' })).toHaveValue('120,00');
  },
};

/** A double click on "Übernehmen" sends the position once. */
export const DoubleClickSendsOnce: Story = {
  name: 'Doppelklick sendet einmal',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 1 bearbeiten' }));
    const quantity = canvas.getByRole('textbox', { name: 'Menge Position 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
    await expect(args.onUpdate).toHaveBeenCalledWith(1, expect.objectContaining({ anzahl: 2, lfd_nr: 1 }));
    await expect(canvas.queryByRole('textbox', { name: 'Menge Position 1' })).toBeNull();
  },
};

/** A refused deletion puts the position back and says why. */
export const FailedDeleteRollsBack: Story = {
  name: 'Löschen scheitert, Position bleibt',
  args: { onDelete: fn(async () => Promise.reject(refused('Die Rechnung 2025017 ist archiviert.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 3 löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 3 löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Position 3 wurde nicht gelöscht.');
    await expect(canvas.getByRole('button', { name: 'Position 3 löschen' })).toBeInTheDocument();
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
  },
};

/** Deleting asks for no input: a conflict (409) names the position and what stood in the way, not "enter another value". */
export const DeleteConflict: Story = {
  name: 'Löschen mit Konflikt',
  args: {
    onDelete: fn(async () =>
      Promise.reject(
        Object.assign(new globalThis.Error('update or delete on table "position" violates foreign key constraint'), {
          code: '23503',
          status: 409,
          details: 'Key (position_id)=(3) is still referenced from table "rechnung_position".',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 3 löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 3 löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const alert = await canvas.findByRole('alert');
    // The service's own text is the details line after the sentence, not part of it.
    await expect(alert).toHaveTextContent(
      /^Position 3 wurde nicht gelöscht\. Position 3 wurde inzwischen anderweitig geändert oder schon gelöscht; gelöscht wurde nichts\. Bitte laden Sie die Seite neu und prüfen Sie die Positionen\.Meldung des Dienstes:/,
    );
    await expect(alert).not.toHaveTextContent('Bitte geben Sie einen anderen Wert ein.');
    await expect(within(alert).getByText(/^Meldung des Dienstes:/)).toHaveTextContent(
      'Meldung des Dienstes: update or delete on table "position" violates foreign key constraint – Key (position_id)=(3) is still referenced from table "rechnung_position".',
    );
    await expect(canvas.getByRole('button', { name: 'Position 3 löschen' })).toBeInTheDocument();
  },
};

/** Deleting names the position and asks; Abbrechen keeps it and sends nothing. */
export const DeleteAsksFirst: Story = {
  name: 'Löschen fragt zuerst',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 2 löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 2 löschen?' });
    await expect(dialog).toHaveTextContent('„Auswertung und Kartierung“');
    await expect(dialog).toHaveTextContent('Die Positionen danach rücken um eine Nummer auf.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Position 4 löschen' })).toBeInTheDocument();
  },
};

/** After the confirmation the position goes and the rest are numbered 1…3, as they print. */
export const DeleteClosesTheNumbering: Story = {
  name: 'Löschen nummeriert neu',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 1 löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Position 1 löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const numbers = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    await expect(numbers).toEqual(['1', '2', '3']);
    await expect(canvas.queryByRole('button', { name: 'Position 4 löschen' })).toBeNull();
  },
};

/** A position from a template that the service refuses opens as a new row with the template's values and the message. */
export const FailedTemplateAddKeepsTheRow: Story = {
  name: 'Vorlage scheitert, Zeile bleibt',
  args: { onInsert: fn(async () => Promise.reject(refused('Simulierter Fehler bei a_insert_position.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Aus Vorlage hinzufügen' }), '6');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Position wurde nicht hinzugefügt.');
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Position 5' })).toHaveValue('Anfahrtspauschale');
    await expect(canvas.getByRole('textbox', { name: 'Einzelpreis Position 5' })).toHaveValue('65,00');
    // Sent again as it stands: the same template's values.
    args.onInsert.mockImplementation(async () => 99);
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(args.onInsert).toHaveBeenCalledTimes(2));
    await expect(args.onInsert).toHaveBeenLastCalledWith(
      expect.objectContaining({ bez: 'Anfahrtspauschale', ep: 65, lfd_nr: 5 }),
    );
  },
};

/** A position's texts stop at what a printed row takes; the counter shows the explanation's length. */
export const TextLimits: Story = {
  name: 'Textlängen begrenzt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 1 bearbeiten' }));
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Position 1' })).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByRole('textbox', { name: 'Einheit Position 1' })).toHaveAttribute('maxlength', '20');
  },
};

export const Reorder: Story = {
  name: 'Reihenfolge ändern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 2 nach oben' }));
    await expect(args.onReorder).toHaveBeenCalledWith([
      { id: 2, input: expect.objectContaining({ lfd_nr: 1, bez: 'Auswertung und Kartierung' }) },
      { id: 1, input: expect.objectContaining({ lfd_nr: 2, bez: 'Vermessung Rückegassen (GNSS)' }) },
    ]);
  },
};

export const AddByHandNeedsDescriptionAndPrice: Story = {
  name: 'Von Hand ohne Bezeichnung und Preis',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position hinzufügen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Position 5' })).toHaveAccessibleDescription(
      'Bitte eine Bezeichnung eingeben.',
    );
    await expect(args.onInsert).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Nur lesen',
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Position hinzufügen' })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { positions: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Positionen.')).toBeInTheDocument();
    await expect(amount(canvasElement, 'Brutto')).toHaveTextContent('0,00 €');
  },
};

export const Loading: Story = { name: 'Lädt', args: { positions: loadingQuery() } };

export const Error: Story = {
  name: 'Fehler',
  args: { positions: failedQuery(new globalThis.Error('Zeitüberschreitung'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Die Positionen konnten nicht geladen werden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };
