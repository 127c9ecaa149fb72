import {
  type DocumentHeaderForm,
  type DocumentKind,
  type EditedDocument,
  type PositionFieldsInput,
  invoiceUpdateParams,
  offerUpdateParams,
} from '@waldmonitor/ui/model';
import {
  screenQuery,
  useDeletePosition,
  useInsertPosition,
  useInvoiceDetails,
  useInvoicePositions,
  useMinMaxAnDatum,
  useMinMaxRnDatum,
  useOfferDetails,
  useOfferPositions,
  useSetClientForInvoice,
  useSetClientForOffer,
  useUpdateInvoiceDetails,
  useUpdateOfferDetails,
  useUpdatePosition,
  type PositionDocument,
} from '../../../api';

/**
 * The reads and writes of one offer or invoice in the editor. Both kinds' hooks are
 * called every time (hooks cannot be conditional); the other kind's reads wait (null id)
 * and send nothing.
 */
export function useDocumentCalls(kind: DocumentKind, id: number) {
  const isInvoice = kind === 'rechnung';
  const invoice = useInvoiceDetails(isInvoice ? id : null);
  const offer = useOfferDetails(isInvoice ? null : id);
  const details = screenQuery<unknown>(isInvoice ? invoice : offer);
  const invoicePositions = useInvoicePositions(isInvoice ? id : null);
  const offerPositions = useOfferPositions(isInvoice ? null : id);
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
  const rnRange = useMinMaxRnDatum(isInvoice ? savedDate : null);
  const anRange = useMinMaxAnDatum(isInvoice ? null : savedDate);

  const updateInvoice = useUpdateInvoiceDetails();
  const updateOffer = useUpdateOfferDetails();
  const setClientForInvoice = useSetClientForInvoice();
  const setClientForOffer = useSetClientForOffer();
  const insertPosition = useInsertPosition();
  const updatePosition = useUpdatePosition();
  const deletePosition = useDeletePosition();
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
      updatePosition(document, { position_id: positionId, ...input }),
    remove: (positionId: number) => deletePosition(document, positionId),
    /** One a_update_position per renumbered position, in order, so a refusal stops the rest. */
    reorder: async (changed: { id: number; input: PositionFieldsInput }[]) => {
      for (const { id: positionId, input } of changed)
        await updatePosition(document, { position_id: positionId, ...input });
    },
  };
}
