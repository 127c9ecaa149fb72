import {
  type DocumentHeaderForm,
  type DocumentKind,
  type EditedDocument,
  type PositionFieldsInput,
  type PositionDocument,
  invoiceUpdateParams,
  offerUpdateParams,
} from '@waldmonitor/ui/model';
import { rowOf, screenQuery, useRpc, useRpcMutation } from '../../../api';

/**
 * The reads and writes of one offer or invoice in the editor. Both kinds' hooks are
 * called every time (hooks cannot be conditional); the other kind's reads wait (null id)
 * and send nothing.
 */
export function useDocumentCalls(kind: DocumentKind, id: number) {
  const isInvoice = kind === 'rechnung';
  const invoice = rowOf(useRpc('a_get_invoice_details', isInvoice ? { invoice_id: id } : null));
  const offer = rowOf(useRpc('a_get_offer_details', isInvoice ? null : { offer_id: id }));
  const details = screenQuery<unknown>(isInvoice ? invoice : offer);
  const invoicePositions = useRpc('a_get_invoice_positions', isInvoice ? { invoice_id: id } : null);
  const offerPositions = useRpc('a_get_offer_positions', isInvoice ? null : { offer_id: id });
  const positions = screenQuery<readonly unknown[]>(isInvoice ? invoicePositions : offerPositions);

  const edited: EditedDocument | null = isInvoice
    ? invoice.data
      ? { kind: 'rechnung', document: invoice.data }
      : null
    : offer.data
      ? { kind: 'angebot', document: offer.data }
      : null;
  const savedDate = edited ? (edited.kind === 'rechnung' ? edited.document.rn_datum : edited.document.an_datum) : null;
  // The range the saved date may move in without breaking the date order of the numbers.
  const rnRange = rowOf(useRpc('a_get_minmax_rn_datum', isInvoice && savedDate ? { rn_datum: savedDate } : null));
  const anRange = rowOf(useRpc('a_get_minmax_an_datum', !isInvoice && savedDate ? { an_datum: savedDate } : null));

  const updateInvoice = useRpcMutation('a_update_invoice_details');
  const updateOffer = useRpcMutation('a_update_offer_details');
  const setClientForInvoice = useRpcMutation('a_set_client_for_invoice');
  const setClientForOffer = useRpcMutation('a_set_client_for_offer');
  const insertPosition = useRpcMutation('a_insert_position');
  const updatePosition = useRpcMutation('a_update_position');
  const deletePosition = useRpcMutation('a_delete_position');
  const document: PositionDocument = isInvoice ? { rechnung_id: id } : { angebot_id: id };

  return {
    edited,
    details,
    positions,
    positionRows: (isInvoice ? invoicePositions.data : offerPositions.data) ?? [],
    dateRange: (isInvoice ? rnRange : anRange).data,
    save: (values: DocumentHeaderForm) =>
      isInvoice ? updateInvoice(invoiceUpdateParams(id, values)) : updateOffer(offerUpdateParams(id, values)),
    setClient: (clientId: number) =>
      isInvoice
        ? setClientForInvoice({ client_id: clientId, rechnung_id: id })
        : setClientForOffer({ client_id: clientId, angebot_id: id }),
    insert: (input: PositionFieldsInput) =>
      insertPosition({ rechnung_id: isInvoice ? id : null, angebot_id: isInvoice ? null : id, ...input }),
    update: (positionId: number, input: PositionFieldsInput) =>
      updatePosition({ position_id: positionId, ...input }, document),
    remove: (positionId: number) => deletePosition({ position_id: positionId }, document),
    /** One a_update_position per renumbered position, in order, so a refusal stops the rest. */
    reorder: async (changed: { id: number; input: PositionFieldsInput }[]) => {
      for (const { id: positionId, input } of changed)
        await updatePosition({ position_id: positionId, ...input }, document);
    },
  };
}
