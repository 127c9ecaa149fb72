import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { STORY_INVOICE, STORY_OFFER } from '../billingStoryData';
import { createSeed } from '@waldmonitor/mocks';
import { documentStoryData } from '../documentStoryData';
import { cutOffElements } from '../../../testing/cutOff';
import { serviceError } from '../../../testing/serviceError';
import { space } from '../../../theme';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { chooseClient } from '../../shared/ClientChoice/chooseClient';
import { DocumentEditor } from './DocumentEditor';
import { leitfaden } from './DocumentEditor.guidance';
import { editorStoryArgs } from './editorStoryArgs';

const {
  acronyms: STORY_ACRONYMS,
  clients: STORY_DOCUMENT_CLIENTS,
  freitexte: STORY_FREITEXTE,
  templates: STORY_TEMPLATES,
} = documentStoryData(createSeed());

/** The invoice's client (1) and four more to choose from. */
const EDITOR_CLIENTS = [{ client_id: 1, name: 'Stadt Calw' }, ...STORY_DOCUMENT_CLIENTS.slice(1, 5)];
const otherClient = EDITOR_CLIENTS[1]!;

/** The editor's usual props, with the seed's free texts, acronyms and position templates. */
const base = editorStoryArgs(fixedClientChoice(EDITOR_CLIENTS, EDITOR_CLIENTS[0]));

const meta = {
  title: 'Screens/Back office/Rechnung oder Angebot bearbeiten (DocumentEditor)',
  component: DocumentEditor,
  args: {
    ...base,
    freitexte: STORY_FREITEXTE,
    acronyms: STORY_ACRONYMS,
    positions: { ...base.positions, templates: STORY_TEMPLATES },
  },
  parameters: { leitfaden },
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  // The service takes a moment: a second click meanwhile sends nothing.
  args: { onSave: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rechnung 2025017' })).toBeInTheDocument();
    await chooseClient(canvas.getByRole('combobox', { name: 'Kunde' }), otherClient.name);
    await expect(args.onClientChange).toHaveBeenCalledWith(otherClient.client_id);
    const bearbeiter = canvas.getByRole('textbox', { name: 'Bearbeiter' });
    await userEvent.clear(bearbeiter);
    await userEvent.type(bearbeiter, 'Jonas Wendt');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ bearbeiter: 'Jonas Wendt', datum: '2025-03-14' }),
    );
  },
};

/** The editor of a document without one is the signed-in user (a_get_currentuser). */
export const EditorDefaultsToSignedInUser: Story = {
  name: 'Bearbeiter ist angemeldeter Nutzer',
  args: { edited: loadedQuery({ kind: 'rechnung', document: { ...STORY_INVOICE, bearbeiter: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Bearbeiter' })).toHaveValue(
      'admin@waldmonitor.de',
    );
  },
};

/** a_get_minmax_rn_datum: a date outside the neighbours' range is refused at the field, nothing is sent. */
export const DateOutsideRangeIsRefused: Story = {
  name: 'Datum außerhalb des Bereichs',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText(/Rechnungsdatum/);
    await userEvent.clear(date);
    await userEvent.type(date, '2025-02-27');
    await userEvent.tab();
    await expect(date).toHaveAccessibleDescription(/Das Datum darf nicht vor dem 01\.03\.2025 liegen/);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The service refuses: its message shows, and what was typed stays. */
export const FailedSaveKeepsWhatWasTyped: Story = {
  name: 'Speichern scheitert, Eingabe bleibt',
  args: {
    onSave: fn(async () => {
      throw serviceError({ message: 'Das Rechnungsdatum muss nach dem 01.03.2025 liegen.', code: 'P0001' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag,');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Die Rechnung wurde nicht gespeichert.')).toBeInTheDocument();
    await expect(anrede).toHaveValue('Guten Tag,');
  },
};

/** Free texts go in at the cursor; acronyms are offered while typing and written out on request. */
export const FreeTextsAndAcronyms: Story = {
  name: 'Textbausteine und Abkürzungen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = canvas.getByRole('textbox', { name: 'Anschreiben' });
    await userEvent.clear(letter);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Textbaustein in Anschreiben einfügen' }), '6');
    await expect(letter).toHaveValue(
      'entsprechend dem vereinbarten Zahlungsplan stellen wir Ihnen die folgende Abschlagsrechnung:',
    );
    await userEvent.clear(letter);
    await userEvent.type(letter, 'Für die fb');
    await userEvent.click(canvas.getByRole('button', { name: 'FBG – Forstbetriebsgemeinschaft' }));
    await expect(letter).toHaveValue('Für die FBG');
    await userEvent.click(canvas.getByRole('button', { name: 'Abkürzungen in Anschreiben ausschreiben' }));
    await expect(letter).toHaveValue('Für die Forstbetriebsgemeinschaft (FBG)');
  },
};

/** Archiving says what it means first; then the invoice is read-only everywhere. */
export const ArchiveAfterConfirmation: Story = {
  name: 'Archivieren nach Rückfrage',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 2025017 archivieren?' });
    await expect(dialog).toHaveTextContent('nur noch lesbar');
    await expect(dialog).toHaveTextContent('Korrekturen erfolgen dann über eine neue Rechnung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await waitFor(() => expect(args.onArchive).toHaveBeenCalledTimes(1));
  },
};

/**
 * Archiving asks for no input: a conflict (409) says the invoice was changed elsewhere or is
 * archived already, not "enter another value"; the service's text is the details line.
 */
export const ArchiveConflict: Story = {
  name: 'Archivieren mit Konflikt',
  args: {
    onArchive: fn(async () => {
      const message = 'duplicate key value violates unique constraint "rechnung_archiv_key"';
      throw serviceError({ message, code: '23505', status: 409 });
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 2025017 archivieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Rechnung 2025017 wurde inzwischen anderweitig geändert oder schon archiviert; archiviert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den gespeicherten Stand.',
    );
    await expect(alert).not.toHaveTextContent('Bitte geben Sie einen anderen Wert ein.');
    await expect(alert).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "rechnung_archiv_key"',
    );
  },
};

export const ArchivedReadOnly: Story = {
  name: 'Archiviert, nur lesen',
  args: { edited: loadedQuery({ kind: 'rechnung', document: { ...STORY_INVOICE, archiviert: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('archiviert und kann nicht mehr geändert werden');
    await expect(canvas.getByRole('textbox', { name: 'Anrede' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Speichern' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Archivieren' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Position 1 bearbeiten/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Drucken / PDF' })).toBeEnabled();
  },
};

export const Offer: Story = {
  name: 'Angebot',
  args: {
    edited: loadedQuery({ kind: 'angebot', document: STORY_OFFER }),
    onArchive: undefined,
    onDownloadEInvoice: undefined,
    onConvert: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('versendet');
    // An offer is no invoice: it has no e-invoice.
    await expect(canvas.queryByRole('button', { name: 'E-Rechnung' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'In Rechnung umwandeln' }));
    await expect(args.onConvert).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { edited: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Die Rechnung wird geladen …' })).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { edited: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Die Rechnung konnte nicht geladen werden.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  name: 'Nicht gefunden',
  args: { edited: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Die Rechnung gibt es nicht.' }),
    ).toBeVisible();
  },
};

const LONG =
  'für die im Auftrag der Forstbetriebsgemeinschaft Oberlausitzer Bergland erbrachten Leistungen zur Georeferenzierung historischer Dränkarten, zur Einmessung der Schächte und Ausmündungen sowie zur Aufbereitung des Drainagekatasters erlauben wir uns, wie folgt abzurechnen. '.repeat(
    3,
  );

export const LongTexts: Story = {
  name: 'Lange Texte',
  args: { edited: loadedQuery({ kind: 'rechnung', document: { ...STORY_INVOICE, anschreiben: LONG, zuerl: LONG } }) },
};

export const NarrowWidth: Story = { name: 'Schmal', args: LongTexts.args, globals: { viewport: { value: 'phone' } } };

/** When a story's mock was first called, across all mocks (vitest's invocation order). */
const firstCall = (mock: unknown) =>
  (mock as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;

const WENDT = { name: 'Stadt Calw', ap_gender: 'Herr', ap_vorname: 'Jonas', ap_nachname: 'Wendt' };

/** A stored salutation comes in with the contact's name: "{nachname}" never shows. */
export const PlaceholderFilledFromContact: Story = {
  name: 'Platzhalter aus Ansprechpartner',
  args: { contact: WENDT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Anrede aus Textbaustein' }), '3');
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await expect(anrede).toHaveValue('Sehr geehrter Herr Wendt,');
    await expect(anrede).not.toHaveAccessibleDescription(/Platzhalter/);
  },
};

/** The client has no contact name: the placeholder stays, the field says what is missing, and it is not saved. */
export const PlaceholderWarning: Story = {
  name: 'Platzhalter ohne Nachnamen',
  args: { contact: { ...WENDT, ap_nachname: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Anrede aus Textbaustein' }), '3');
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await expect(anrede).toHaveValue('Sehr geehrter Herr {nachname},');
    await expect(anrede).toHaveAccessibleDescription(
      /Bitte ersetzen Sie \{nachname\} von Hand \(\{nachname\}: beim Kunden fehlt der Nachname der Ansprechperson\)/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Archiving with a changed Anrede saves it first, so the archived invoice is what the form shows. */
export const ArchiveSavesPendingEditsFirst: Story = {
  name: 'Archivieren speichert zuerst',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag, Frau Köhler,');
    await userEvent.click(canvas.getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 2025017 archivieren?' });
    await expect(dialog).toHaveTextContent(
      'Ihre Änderungen sind noch nicht gespeichert: „Archivieren“ speichert sie zuerst.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await waitFor(() => expect(args.onArchive).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ anrede: 'Guten Tag, Frau Köhler,' }));
    await expect(firstCall(args.onSave)).toBeLessThan(firstCall(args.onArchive));
  },
};

/** The save before archiving is refused: nothing is archived, the dialog says why and the text stays. */
export const ArchiveStopsWhenTheSaveFails: Story = {
  name: 'Archivieren, Speichern scheitert',
  args: {
    onSave: fn(async () => {
      throw serviceError({ message: 'Rechnungsdatum gesperrt.', code: 'P0001' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag,');
    await userEvent.click(canvas.getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 2025017 archivieren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Rechnung wurde nicht gespeichert und daher nicht archiviert.',
    );
    await expect(args.onArchive).not.toHaveBeenCalled();
    await expect(anrede).toHaveValue('Guten Tag,');
  },
};

/** Missing §14 items are named in the archive question. */
export const ArchiveNamesMissingItems: Story = {
  name: 'Archivieren nennt fehlende Angaben',
  args: {
    archiveProblems: () => [
      'Zeitpunkt der Leistung (Leistungsdatum fehlt.)',
      'Name und Anschrift des Leistungsempfängers (Beim Kunden fehlt: Straße.)',
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archivieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung 2025017 archivieren?' });
    await expect(dialog).toHaveTextContent(
      'Achtung, 2 Pflichtangaben nach § 14 UStG fehlen: Zeitpunkt der Leistung (Leistungsdatum fehlt.); Name und Anschrift des Leistungsempfängers (Beim Kunden fehlt: Straße.).',
    );
  },
};

/** "Drucken / PDF" with changes asks first; "Speichern und drucken" saves, then opens the print. */
export const PrintAsksWithPendingEdits: Story = {
  name: 'Drucken fragt bei Änderungen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const anrede = canvas.getByRole('textbox', { name: 'Anrede' });
    await userEvent.clear(anrede);
    await userEvent.type(anrede, 'Guten Tag,');
    await userEvent.click(canvas.getByRole('button', { name: 'Drucken / PDF' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erst speichern, dann drucken?' });
    await expect(args.onPrint).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und drucken' }));
    await waitFor(() => expect(args.onPrint).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ anrede: 'Guten Tag,' }));
  },
};

/** An offer has no checklist beside it: the editor takes the whole width (no empty right third). */
export const OfferUsesTheWholeWidth: Story = {
  name: 'Angebot in voller Breite',
  args: Offer.args,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Briefkopf und Texte' });
    const layout = card.parentElement?.parentElement;
    await expect(card.getBoundingClientRect().width).toBeCloseTo(layout?.getBoundingClientRect().width ?? 0, 0);
  },
};

/**
 * 800 px, the sidebar folded away: every position's four buttons whole, without scrolling
 * sideways (the table was wider than its card, and the fourth button wider than its column).
 */
export const SmallWindowPositionsWhole: Story = {
  name: 'Kleines Fenster, Positionen ganz',
  args: Offer.args,
  globals: { viewport: { value: 'small' } },
  // Below 992 px the sidebar is a drawer and the app's main area pads the page by space[5] on
  // each side: the story's frame does the same, without Storybook's own padding on top.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: `0 ${space[5]}` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Positionen' });
    const actions = within(table).getAllByRole('button', {
      name: /^Position \d+ (bearbeiten|nach oben|nach unten|löschen)$/,
    });
    await expect(actions.length).toBeGreaterThanOrEqual(8);
    await expect(cutOffElements(actions, table.parentElement!)).toEqual([]);
    await expect(cutOffElements(actions)).toEqual([]);
  },
};
