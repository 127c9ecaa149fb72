import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSeed } from '@waldmonitor/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { fixedClientChoice, type ClientChoiceRow } from '../../shared/ClientChoice';
import { chooseClient } from '../../shared/ClientChoice/chooseClient';
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
  parameters: {
    leitfaden: {
      zweck:
        'Die Kundenauswahl im Kopf eines Angebots oder einer Rechnung: Der Kunde wird beim Datendienst gesucht (die ersten 20 Treffer zu Name oder Ort), der gespeicherte Kunde steht immer mit Namen im Feld, und eine neue Wahl wird sofort gespeichert.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Angebote und Rechnungen: Kopf mit Kunde), §7 a_set_client_for_invoice, a_set_client_for_offer',
      tun: [
        'Sagen, wenn es weitere Treffer gibt, und zum Eingrenzen weiter tippen lassen.',
        'Scheitert die Suche, das am Feld auf Deutsch sagen; der Rest der Bearbeitung bleibt nutzbar.',
      ],
      lassen: [
        'Nicht alle Kunden in die Auswahl laden: Es wird nur gesucht.',
        'Den gespeicherten Kunden nicht leer anzeigen, solange Treffer laden oder keiner passt.',
      ],
    },
  },
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the offer to the matches; the chosen client is saved at once (a_set_client_for_*). */
export const SearchAndChange: Story = {
  name: 'Kunde suchen und wechseln',
  render: (args) => (
    <StoryClientSearch clients={CLIENTS} currentId={CALW.client_id}>
      {(choice) => <DocumentEditor {...args} clientChoice={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(field).toHaveValue('Stadt Calw (Calw)');
    await userEvent.click(field);
    await expect(canvas.getByText(/weitere Treffer: zum Eingrenzen weiter tippen/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await chooseClient(field, 'Stadtwerke Trier', 'stadtwerke');
    const stadtwerke = CLIENTS.find((client) => client.name.startsWith('Stadtwerke Trier'))!;
    await expect(args.onClientChange).toHaveBeenCalledWith(stadtwerke.client_id);
  },
};

/** Nothing matches: said at the search; the saved client stays chosen. */
export const NoMatchingClient: Story = {
  name: 'Keine Treffer',
  args: { clientChoice: { ...fixedClientChoice([], CALW), search: 'Harz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kunde' }));
    await expect(canvas.getByText('Keine Treffer')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveValue('Stadt Calw (Calw)');
  },
};

/** The matches are still read: the saved client is shown by its name meanwhile. */
export const ClientsLoading: Story = {
  name: 'Kundensuche lädt',
  args: { clientChoice: { ...fixedClientChoice([], CALW), matches: loadingQuery() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue(
      'Stadt Calw (Calw)',
    );
  },
};

/** The search fails: said at the search, in German with the service's text; the rest of the editor works. */
export const ClientsFail: Story = {
  name: 'Kundensuche scheitert',
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

/** An offer on a phone (390 px): the client's one field spans the width and its list stays inside it. */
export const OfferOnPhone: Story = {
  name: 'Angebot auf dem Telefon',
  args: { edited: loadedQuery({ kind: 'angebot', document: STORY_OFFER }) },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <StoryClientSearch clients={CLIENTS} currentId={CALW.client_id}>
      {(choice) => <DocumentEditor {...args} clientChoice={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Kunde' });
    await userEvent.click(field);
    const listbox = canvas.getByRole('listbox', { name: 'Kunde' }).getBoundingClientRect();
    await expect(listbox.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(listbox.top).toBeGreaterThan(field.getBoundingClientRect().bottom);
  },
};
