import type { NewDocumentValues } from '@waldmonitor/ui';
import { positionCopyParams, type Angebot, type ExplainedFailure, type Position } from '@waldmonitor/ui/model';
import { useRpcMutation } from '../../../api';

/**
 * Offer → invoice: a_add_invoice for the chosen client, date and rate;
 * the offer's letter texts and editor with a_update_invoice_details (a_add_invoice takes
 * no texts); then a_insert_position per position in their order; last, the offer is
 * marked `abgerechnet`. Resolves to the new invoice's id. Once the invoice exists, a
 * failure says so, so the person opens it instead of making a second one.
 */
export function useOfferToInvoice() {
  const addInvoice = useRpcMutation('a_add_invoice');
  const updateInvoice = useRpcMutation('a_update_invoice_details');
  const insertPosition = useRpcMutation('a_insert_position');
  const updateOffer = useRpcMutation('a_update_offer_details');

  return async (offer: Angebot, positions: readonly Position[], values: NewDocumentValues) => {
    const invoiceId = await addInvoice({
      client_id: values.client_id,
      rn_datum: values.datum,
      le_date: values.le_date,
      ust_satz: values.ust_satz,
    });
    try {
      await updateInvoice({
        invoice_id: invoiceId,
        bearbeiter: offer.bearbeiter,
        anrede: offer.anrede,
        anschreiben: offer.anschreiben,
        zuerl: offer.zuerl,
        ust_satz: values.ust_satz,
        rn_datum: values.datum,
        le_date: values.le_date,
      });
      for (const p of [...positions].sort((a, b) => a.lfd_nr - b.lfd_nr)) {
        await insertPosition(positionCopyParams(p, invoiceId));
      }
      await updateOffer({
        offer_id: offer.id,
        bearbeiter: offer.bearbeiter,
        anrede: offer.anrede,
        anschreiben: offer.anschreiben,
        zuerl: offer.zuerl,
        ust_satz: offer.ust_satz,
        an_datum: offer.an_datum,
        status: 'abgerechnet',
        sign: offer.sign,
      });
    } catch (cause) {
      const explained: ExplainedFailure = {
        explanation: `Rechnung ${invoiceId} wurde angelegt, aber nicht vollständig aus dem Angebot übernommen. Öffnen Sie Rechnung ${invoiceId} und ergänzen Sie sie, statt eine zweite anzulegen.`,
        cause,
      };
      throw explained;
    }
    return invoiceId;
  };
}
