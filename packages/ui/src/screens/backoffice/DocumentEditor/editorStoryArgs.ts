import { fn } from 'storybook/test';
import { loadedQuery } from '../../../model/queryState';
import type { ClientChoiceSource } from '../../shared/ClientChoice';
import { STORY_INVOICE, storyPositions } from '../billingStoryData';
import type { DocumentEditorProps } from './DocumentEditor';

/**
 * The editor's story arguments, for its main stories and those beside them (invoice terms, the
 * client, the e-invoice): invoice STORY_INVOICE with its positions, no free texts, every
 * callback a spy. A story changes what it shows on top of these.
 */
export function editorStoryArgs(clientChoice: ClientChoiceSource): DocumentEditorProps {
  return {
    edited: loadedQuery({ kind: 'rechnung', document: STORY_INVOICE }),
    backLink: { to: '/dashboard?bereich=rechnungen', label: 'Zurück zu den Rechnungen' },
    clientChoice,
    currentUser: 'admin@waldmonitor.de',
    dateRange: { min_datum: '2025-03-01', max_datum: '2025-03-31' },
    freitexte: [],
    acronyms: [],
    positions: {
      positions: loadedQuery(storyPositions(STORY_INVOICE.id)),
      templates: [],
      onInsert: fn(async () => 99),
      onUpdate: fn(async () => null),
      onDelete: fn(async () => null),
      onReorder: fn(async () => undefined),
    },
    onSave: fn(async () => undefined),
    onClientChange: fn(async () => undefined),
    onArchive: fn(async () => undefined),
    onPrint: fn(),
    onDownloadEInvoice: fn(),
  };
}
