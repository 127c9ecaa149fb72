import type { NewDocumentValues } from '@waldmonitor/ui';
import type { Angebot } from '@waldmonitor/ui/model';
import { useRpcMutation } from '../../../api';

/**
 * Offer → invoice as one call of ours, a_convert_offer_to_invoice (requirements §7 "Procedures of
 * ours"): the invoice with the chosen client, dates and rate, the offer's texts and positions,
 * and the offer marked billed as it, in one transaction. A failure leaves nothing behind (no
 * invoice, no used number), so the message says the invoice was not made and trying again is
 * safe. `again` is the person's explicit confirmation that an offer already billed is billed
 * once more; without it the service refuses such an offer. Resolves to the new invoice's id.
 */
export function useOfferToInvoice() {
  const convert = useRpcMutation('a_convert_offer_to_invoice');
  return (offer: Pick<Angebot, 'id'>, values: NewDocumentValues, again: boolean) =>
    convert({
      offer_id: offer.id,
      client_id: values.client_id,
      rn_datum: values.datum,
      le_date: values.le_date,
      ust_satz: values.ust_satz,
      erneut: again,
    });
}
