import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSeed } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { fixedClientChoice, type ClientChoiceRow } from '../../shared/ClientChoice';
import { STORY_OFFER } from '../billingStoryData';
import { StoryClientSearch } from '../clientSearchStory';
import { DocumentEditor } from './DocumentEditor';
import { editorStoryArgs } from './editorStoryArgs';

/** The seed's clients with their places; client 1 is the stories' invoice's, Stadt Calw. */
const CLIENTS: ClientChoiceRow[] = createSeed().kunde.map(({ client_id, name, ort }) =>
  client_id === 1 ? { client_id, name: 'Stadt Calw', ort: 'Calw' } : { client_id, name, ort },
);
const CALW = CLIENTS[0]!;

/**
 * The client of an offer or invoice: searched on the service (the first 20 matches of the
 * name or place), the saved client always shown by its name, a new choice saved at once.
 */
const meta = {
  title: 'Screens/Back office/Rechnung oder Angebot – Kunde (DocumentEditor)',
  component: DocumentEditor,
  args: editorStoryArgs(fixedClientChoice([CALW], CALW)),
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the offer to the matches; the chosen client is saved at once (a_set_client_for_*). */
export const SearchAndChange: Story = {
  render: (args) => (
    <StoryClientSearch clients={CLIENTS} currentId={CALW.client_id}>
      {(choice) => <DocumentEditor {...args} clientChoice={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Kunde' });
    await expect(select.selectedOptions[0]).toHaveTextContent('Stadt Calw (Calw)');
    await expect(canvas.getByText('Weitere Treffer: bitte genauer suchen')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kunde suchen' }), 'stadtwerke');
    await waitFor(() => expect(select.options.length).toBeLessThan(10));
    const stadtwerke = [...select.options].find((option) => option.textContent?.startsWith('Stadtwerke Trier'));
    await userEvent.selectOptions(select, stadtwerke!);
    await expect(args.onClientChange).toHaveBeenCalledWith(Number(stadtwerke!.value));
  },
};

/** Nothing matches: said at the search; the saved client stays chosen. */
export const NoMatchingClient: Story = {
  args: { clientChoice: { ...fixedClientChoice([], CALW), search: 'Harz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Treffer')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveValue(String(CALW.client_id));
  },
};

/** The matches are still read: the saved client is shown by its name meanwhile. */
export const ClientsLoading: Story = {
  args: { clientChoice: { ...fixedClientChoice([], CALW), matches: loadingQuery() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue(
      'Stadt Calw (Calw)',
    );
  },
};

/** The search fails: said at the search, in German with the service's text; the rest of the editor works. */
export const ClientsFail: Story = {
  args: {
    clientChoice: {
      ...fixedClientChoice([], CALW),
      matches: failedQuery(new globalThis.Error('Datenbank nicht erreichbar.')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Die Kunden konnten nicht geladen werden/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  },
};

/** An offer on a phone (390 px): the search and the select stand under each other. */
export const OfferOnPhone: Story = {
  args: { edited: loadedQuery({ kind: 'angebot', document: STORY_OFFER }) },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <StoryClientSearch clients={CLIENTS} currentId={CALW.client_id}>
      {(choice) => <DocumentEditor {...args} clientChoice={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Kunde suchen' }).getBoundingClientRect();
    const select = canvas.getByRole('combobox', { name: 'Kunde' }).getBoundingClientRect();
    await expect(select.top).toBeGreaterThan(search.bottom);
  },
};
