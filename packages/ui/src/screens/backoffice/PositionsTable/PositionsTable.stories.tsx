import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../../testing/narrowDecorator';
import { STORY_INVOICE, storyPositions } from '../billingStoryData';
import { createSeed } from '@waldmonitor/mocks';
import { documentStoryData } from '../documentStoryData';
import { PositionsTable } from './PositionsTable';

const { templates: STORY_TEMPLATES } = documentStoryData(createSeed());

const meta = {
  title: 'Screens/Backoffice/PositionsTable',
  component: PositionsTable,
  args: {
    positions: storyPositions(STORY_INVOICE.id),
    ustSatz: 19,
    templates: STORY_TEMPLATES,
    onInsert: fn(async () => 99),
    onUpdate: fn(async () => null),
    onDelete: fn(async () => null),
    onReorder: fn(async () => undefined),
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
  play: async ({ canvasElement }) => {
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
    await expect(amount(canvasElement, 'USt 19 %')).toHaveTextContent('177,84 €');
    await expect(amount(canvasElement, 'Brutto')).toHaveTextContent('1.113,84 €');
  },
};

/** A template becomes a position at once (lfd_nr 5), and the totals follow. */
export const AddFromTemplate: Story = {
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

/** Typed in German notation, saved with Enter; the totals follow every keystroke. */
export const EditWithKeyboard: Story = {
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

/** The service refuses the change: the row goes back and the service's message shows. */
export const FailedSaveRollsBack: Story = {
  args: { onUpdate: fn(async () => Promise.reject(refused('Die Rechnung 2025017 ist archiviert.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Position 3 bearbeiten' }));
    const price = canvas.getByRole('textbox', { name: 'Einzelpreis Position 3' });
    await userEvent.clear(price);
    await userEvent.type(price, '100{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Position 3 wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Die Rechnung 2025017 ist archiviert.');
    await expect(amount(canvasElement, 'Netto')).toHaveTextContent('936,00 €');
    // Unit price and line total of the Anfahrt are back at 85,00 €.
    await expect(canvas.getAllByRole('cell', { name: /^85,00\s€$/ })).toHaveLength(2);
  },
};

export const Reorder: Story = {
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
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Position hinzufügen' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { positions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Positionen.')).toBeInTheDocument();
    await expect(amount(canvasElement, 'Brutto')).toHaveTextContent('0,00 €');
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Error: Story = {
  args: { error: new globalThis.Error('Zeitüberschreitung'), onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Die Positionen konnten nicht geladen werden.')).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { decorators: [narrowDecorator] };
