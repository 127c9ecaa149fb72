import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createSeed } from '@waldmonitor/mocks';
import { failedQuery, loadingQuery } from '../../../model/queryState';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { chooseClient } from '../../shared/ClientChoice/chooseClient';
import { StoryClientSearch } from '../clientSearchStory';
import { documentStoryData } from '../documentStoryData';
import { NewDocumentDialog } from './NewDocumentDialog';
import { findDialog } from '../../../testing/findDialog';
import { leitfaden } from './NewDocumentDialog.guidance';

const seed = createSeed();
const { clients: STORY_DOCUMENT_CLIENTS } = documentStoryData(seed);

const MIN = '2030-05-12';
/** Today in the stories: before the minimum, as a real today is; fixed for stable screenshots. */
const TODAY = '2026-11-23';

const meta = {
  title: 'Screens/Back office/Neue Rechnung oder neues Angebot (NewDocumentDialog)',
  component: NewDocumentDialog,
  args: {
    kind: 'angebot',
    isOpen: true,
    onOpenChange: fn(),
    clientChoice: fixedClientChoice(STORY_DOCUMENT_CLIENTS.slice(0, 6)),
    minDatum: MIN,
    onSubmit: fn(async () => undefined),
    today: TODAY,
  },
  parameters: {
    leitfaden,
  },
} satisfies Meta<typeof NewDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('dialog');
const client = STORY_DOCUMENT_CLIENTS[2];
const clientField = () => screen.getByRole('combobox', { name: /Kunde/ });

export const Default: Story = {
  name: 'Standard',
  // The service takes a moment: a second click meanwhile sends nothing.
  args: { onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async ({ args }) => {
    await dialog();
    await expect(screen.getByLabelText('Angebotsdatum')).toHaveValue(MIN);
    await chooseClient(clientField(), client!.name);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        client_id: client?.client_id,
        datum: MIN,
        le_date: null,
        ust_satz: 19,
      },
      false,
    );
    // The answer came: the dialog takes input again (the page closes it).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled());
  },
};

/** requirements §5: the service's minimum date; an earlier one is refused at the field, in German, and nothing is sent. */
export const DateBeforeMinimumIsRefused: Story = {
  name: 'Datum vor dem frühesten abgelehnt',
  play: async ({ args }) => {
    await dialog();
    await chooseClient(clientField(), client!.name);
    const date = screen.getByLabelText(/Angebotsdatum/);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-11');
    await userEvent.tab();
    await expect(date).toHaveAccessibleDescription(/Das Datum darf nicht vor dem 12\.05\.2030 liegen\./);
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invoice: Story = {
  name: 'Rechnung',
  args: { kind: 'rechnung' },
  play: async () => {
    await dialog();
    await expect(screen.getByLabelText('Leistungsdatum')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Rechnung anlegen' })).toBeInTheDocument();
  },
};

export const FromOffer: Story = {
  name: 'Rechnung aus Angebot',
  args: { kind: 'rechnung', fromOfferId: 17, initialClientId: client?.client_id, initialUstSatz: 7 },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ ust_satz: 7, client_id: client?.client_id }),
        false,
      ),
    );
  },
};

/**
 * The conversion succeeds: the page's data then show the offer billed (as invoice 61) before the
 * page moves on to the new invoice. The dialog keeps saying what it said when it opened, instead
 * of flashing "bereits als Rechnung 61 abgerechnet … Weitere Rechnung erstellen".
 */
export const FromOfferBilledByItself: Story = {
  name: 'Umwandlung gelingt ohne Flackern',
  args: { kind: 'rechnung', fromOfferId: 17, initialClientId: client?.client_id },
  render: function BilledByItself(args: ComponentProps<typeof NewDocumentDialog>) {
    const [billed, setBilled] = useState<{ invoiceId: number | null } | null>(null);
    return (
      <NewDocumentDialog
        {...args}
        billed={billed}
        onSubmit={async (values, again) => {
          await args.onSubmit(values, again);
          // The page's data are revalidated first; it navigates a moment later.
          setBilled({ invoiceId: 61 });
          await new Promise((resolve) => setTimeout(resolve, 300));
        }}
      />
    );
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(screen.getByRole('dialog')).not.toHaveTextContent('bereits als Rechnung 61');
    await expect(screen.queryByRole('button', { name: 'Weitere Rechnung erstellen' })).toBeNull();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The service refuses: its message shows in the dialog, and what was chosen stays (the dialog's error state). */
export const ServiceRefuses: Story = {
  name: 'Dienst lehnt ab',
  tags: ['visual'],
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Das Angebotsdatum muss nach dem 12.05.2030 liegen.'), {
        code: 'P0001',
        status: 400,
      });
    }),
  },
  play: async () => {
    await dialog();
    await chooseClient(clientField(), client!.name);
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await expect(await screen.findByText('Das Angebot wurde nicht angelegt.')).toBeInTheDocument();
    await expect(clientField()).toHaveValue(client!.name);
  },
};

/**
 * An offer billed already as invoice 61: the dialog says so, and makes another invoice only once
 * the person confirms it, naming invoice 61; without the tick nothing is sent.
 */
export const BilledOffer: Story = {
  name: 'Angebot bereits abgerechnet',
  args: {
    kind: 'rechnung',
    fromOfferId: 39,
    initialClientId: client?.client_id,
    billed: { invoiceId: 61 },
  },
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(shown).toHaveAccessibleDescription(/Dieses Angebot wurde bereits als Rechnung 61 abgerechnet\./);
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Rechnung erstellen' }));
    const confirm = screen.getByRole('checkbox', {
      name: 'Ja, zusätzlich zu Rechnung 61 eine weitere Rechnung erstellen',
    });
    await expect(confirm).toHaveAccessibleDescription(
      /Bitte bestätigen Sie, dass eine weitere Rechnung entstehen soll\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Rechnung erstellen' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ client_id: client?.client_id }), true),
    );
  },
};

/** Marked `abgerechnet` without a known invoice (older offers): said so, confirmed the same way. */
export const MarkedBilledOffer: Story = {
  name: 'Angebot als abgerechnet markiert',
  args: { kind: 'rechnung', fromOfferId: 2, initialClientId: client?.client_id, billed: { invoiceId: null } },
  play: async () => {
    const shown = await dialog();
    await expect(shown).toHaveAccessibleDescription(/Dieses Angebot ist bereits als abgerechnet markiert\./);
    await expect(
      screen.getByRole('checkbox', { name: 'Ja, trotzdem eine weitere Rechnung erstellen' }),
    ).not.toBeChecked();
  },
};

/**
 * The conversion fails: it is one transaction, so nothing was created; the dialog says so with
 * the service's answer and stays open, so "Rechnung erstellen" again is safe.
 */
export const ConversionFails: Story = {
  name: 'Umwandlung scheitert',
  args: {
    kind: 'rechnung',
    fromOfferId: 39,
    initialClientId: client?.client_id,
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Die Position 2 des Angebots wurde abgelehnt.'), { code: 'P0001', status: 400 });
    }),
  },
  play: async () => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await expect(await screen.findByText('Die Rechnung wurde nicht angelegt.')).toBeInTheDocument();
    await expect(screen.getByText(/Die Position 2 des Angebots wurde abgelehnt\./)).toBeInTheDocument();
    await expect(screen.queryByText(/wurde angelegt, aber/)).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Rechnung erstellen' })).toBeEnabled();
  },
};

/**
 * The conversion meets a conflict (409: the offer was billed or changed meanwhile). Nothing was
 * typed that could conflict, so the dialog says what happened to the offer, not "enter another value".
 */
export const ConversionConflict: Story = {
  name: 'Umwandlung mit Konflikt',
  args: {
    kind: 'rechnung',
    fromOfferId: 39,
    initialClientId: client?.client_id,
    onSubmit: fn(async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "rechnung_angebot_key"'), {
        code: '23505',
        status: 409,
      });
    }),
  },
  play: async () => {
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await expect(
      await screen.findByText(
        /Angebot 39 wurde inzwischen anderweitig geändert oder abgerechnet; erstellt wurde nichts\./,
      ),
    ).toBeInTheDocument();
    await expect(screen.queryByText(/anderen Wert/)).not.toBeInTheDocument();
  },
};

/** Clients in German order, whatever order they come in: umlauts with their letter, case ignored. */
export const ClientsInGermanOrder: Story = {
  name: 'Kunden in deutscher Sortierung',
  args: {
    clientChoice: fixedClientChoice([
      { client_id: 1, name: 'Zweckverband Wasser' },
      { client_id: 2, name: 'Ärztehaus am Forst' },
      { client_id: 3, name: 'Amt Neuhaus' },
      { client_id: 4, name: 'ökoWald e. V.' },
      { client_id: 5, name: 'Oberförsterei Lehnin' },
    ]),
  },
  play: async () => {
    await dialog();
    await userEvent.click(clientField());
    const options = within(screen.getByRole('listbox', { name: 'Kunde' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Amt Neuhaus',
      'Ärztehaus am Forst',
      'Oberförsterei Lehnin',
      'ökoWald e. V.',
      'Zweckverband Wasser',
    ]);
  },
};

/**
 * The client is searched on the service: the first matches of the name or place are offered
 * ("Weitere Treffer" while more match), typing narrows them, the chosen one is sent.
 */
export const SearchClient: Story = {
  name: 'Kunde suchen',
  render: (args) => (
    <StoryClientSearch clients={seed.kunde}>
      {(choice) => <NewDocumentDialog {...args} clientChoice={choice} />}
    </StoryClientSearch>
  ),
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(clientField());
    // The dialog fades in: visible once its opening is done.
    await waitFor(() => expect(screen.getByText(/weitere Treffer: zum Eingrenzen weiter tippen/)).toBeVisible());
    // Escape closes only the list, not the dialog around it.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    const calw = seed.kunde.find((row) => row.ort === 'Calw')!;
    await chooseClient(clientField(), calw.name, 'calw');
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ client_id: calw.client_id }), false),
    );
  },
};

/** Nothing matches the search: said at the field; without a client nothing is sent. */
export const NoMatchingClient: Story = {
  name: 'Keine Treffer',
  args: { clientChoice: { ...fixedClientChoice([]), search: 'Harz' } },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(clientField());
    // The dialog fades in: visible once its opening is done.
    await waitFor(() => expect(screen.getByText('Keine Treffer')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Angebot anlegen' }));
    await expect(screen.getByRole('combobox', { name: /Kunde/ })).toHaveAccessibleDescription(
      /Bitte einen Kunden wählen\./,
    );
    await expect(screen.getByRole('combobox', { name: /Kunde/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ClientsLoading: Story = {
  name: 'Kundensuche lädt',
  args: { clientChoice: { ...fixedClientChoice([]), matches: loadingQuery() } },
  play: async () => {
    await dialog();
    await userEvent.click(clientField());
    // The dialog fades in: visible once its opening is done.
    await waitFor(() => expect(screen.getByText('Wird gesucht …')).toBeVisible());
  },
};

export const ClientsFail: Story = {
  name: 'Kundensuche scheitert',
  args: {
    clientChoice: {
      ...fixedClientChoice([]),
      matches: failedQuery(new globalThis.Error('Datenbank nicht erreichbar.')),
    },
  },
  play: async () => {
    await dialog();
    await expect(clientField()).toHaveAccessibleDescription(/Die Kunden konnten nicht geladen werden/);
  },
};

/** An offer's client not among the first matches: read on its own and shown by its name. */
export const FromOfferClientByName: Story = {
  name: 'Kunde des Angebots mit Namen',
  args: {
    kind: 'rechnung',
    fromOfferId: 17,
    initialClientId: client?.client_id,
    clientChoice: fixedClientChoice([], client),
  },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('combobox', { name: /Kunde/ })).toHaveDisplayValue(client?.name ?? '');
  },
};

/** While the minimum loads, the date starts at today. */
export const MinimumLoading: Story = {
  name: 'Frühestes Datum lädt',
  args: { minDatum: undefined },
  play: async () => {
    await dialog();
    const datum = screen.getByLabelText('Angebotsdatum');
    await expect(datum).toHaveValue(TODAY);
    await expect(datum).toHaveAccessibleDescription(/Das früheste Datum wird geladen/);
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await dialog();
  },
};
