import type { RpcParams } from '@waldmonitor/ui/model';
import {
  deletePosition,
  deletePrognose,
  getInvoicePositions,
  getOfferPositions,
  getPositionTemplates,
  getPrognose,
  insertPosition,
  insertPrognose,
  updatePosition,
  updatePrognose,
} from '../calls/positions';
import type { DataClient } from '../client';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useInvoicePositions = (invoiceId: number | null) =>
  useDataQueryWhen(
    invoiceId,
    (invoiceId) => dataKey('a_get_invoice_positions', { invoice_id: invoiceId }),
    getInvoicePositions,
  );

export const useOfferPositions = (offerId: number | null) =>
  useDataQueryWhen(offerId, (offerId) => dataKey('a_get_offer_positions', { offer_id: offerId }), getOfferPositions);

export const usePositionTemplates = () => useDataQuery(dataKey('a_get_position_tmpl', {}), getPositionTemplates);

export const usePrognose = () => useDataQuery(dataKey('a_get_prognose', {}), getPrognose);

/** The document a position belongs to (requirements §3: "rechnung_id or angebot_id"). */
export type PositionDocument = { rechnung_id: number } | { angebot_id: number };

/**
 * A position change changes the document's positions and its totals: the net, VAT and
 * gross follow from the positions and the details' VAT rate, and the list shows the net.
 */
function documentTotals(document: PositionDocument) {
  if ('rechnung_id' in document) {
    const invoice_id = document.rechnung_id;
    return [
      matchKeys('a_get_invoice_positions', { invoice_id }),
      matchKeys('a_get_invoice_details', { invoice_id }),
      matchKeys('a_get_invoices'),
    ];
  }
  const offer_id = document.angebot_id;
  return [
    matchKeys('a_get_offer_positions', { offer_id }),
    matchKeys('a_get_offer_details', { offer_id }),
    matchKeys('a_get_offers'),
  ];
}

/** The document of a new position: requirements §3 "rechnung_id or angebot_id", exactly one set. */
function insertedInto(params: RpcParams<'a_insert_position'>): PositionDocument {
  if (params.rechnung_id !== null) return { rechnung_id: params.rechnung_id };
  if (params.angebot_id !== null) return { angebot_id: params.angebot_id };
  throw new Error('Eine Position gehört zu einer Rechnung oder einem Angebot.');
}

const insertPositionAffects = ([params]: [RpcParams<'a_insert_position'>]) => documentTotals(insertedInto(params));
/** Resolves to the new position's id. */
export const useInsertPosition = () => useDataMutation(insertPosition, insertPositionAffects);

const updatePositionRun = (client: DataClient, _document: PositionDocument, params: RpcParams<'a_update_position'>) =>
  updatePosition(client, params);
const updatePositionAffects = ([document]: [PositionDocument, RpcParams<'a_update_position'>]) =>
  documentTotals(document);
/** a_update_position names only the position, so the caller names its document. */
export const useUpdatePosition = () => useDataMutation(updatePositionRun, updatePositionAffects);

const deletePositionRun = (client: DataClient, _document: PositionDocument, positionId: number) =>
  deletePosition(client, positionId);
const deletePositionAffects = ([document]: [PositionDocument, number]) => documentTotals(document);
export const useDeletePosition = () => useDataMutation(deletePositionRun, deletePositionAffects);

const prognoseAffects = () => [matchKeys('a_get_prognose')];
const insertPrognoseAffects = (_args: [RpcParams<'a_insert_prognose'>]) => prognoseAffects();
const updatePrognoseAffects = (_args: [RpcParams<'a_update_prognose'>]) => prognoseAffects();
const deletePrognoseAffects = (_args: [prognoseId: number]) => prognoseAffects();
/** Resolves to the new forecast's id. */
export const useInsertPrognose = () => useDataMutation(insertPrognose, insertPrognoseAffects);
export const useUpdatePrognose = () => useDataMutation(updatePrognose, updatePrognoseAffects);
export const useDeletePrognose = () => useDataMutation(deletePrognose, deletePrognoseAffects);
