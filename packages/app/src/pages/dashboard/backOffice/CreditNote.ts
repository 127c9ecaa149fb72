import {
  invoiceTermsOf,
  positionCopyParams,
  type ExplainedFailure,
  type InvoiceDetailsRow,
  type Position,
} from '@waldmonitor/ui/model';
import { useRpcMutation } from '../../../api';

/**
 * Corrects an archived invoice, the only way an archived invoice is corrected (GoBD): a new
 * invoice of kind credit note (Stornorechnung, 381) for the same client with the same
 * positions, referring to the corrected one (BT-25/26): a_add_invoice on the earliest date a
 * new invoice may have, a_insert_position per position, a_update_invoice_details with the
 * kind, the reference and the corrected invoice's VAT category. Numbered in the invoices'
 * one gapless range. Resolves to the credit note's id; once it exists, a failure says so.
 */
export function useCreditNote() {
  const addInvoice = useRpcMutation('a_add_invoice');
  const updateInvoice = useRpcMutation('a_update_invoice_details');
  const insertPosition = useRpcMutation('a_insert_position');

  return async (invoice: InvoiceDetailsRow, positions: readonly Position[], rnDatum: string) => {
    if (invoice.client_id === null) throw new Error('Die Rechnung hat keinen Kunden.');
    const creditId = await addInvoice({
      client_id: invoice.client_id,
      rn_datum: rnDatum,
      le_date: invoice.le_date,
      ust_satz: invoice.ust_satz,
    });
    try {
      for (const p of [...positions].sort((a, b) => a.lfd_nr - b.lfd_nr)) {
        await insertPosition(positionCopyParams(p, creditId));
      }
      const terms = invoiceTermsOf(invoice);
      await updateInvoice({
        invoice_id: creditId,
        bearbeiter: invoice.bearbeiter,
        anrede: invoice.anrede,
        anschreiben: `Hiermit stornieren wir unsere Rechnung Nr. ${invoice.id}.`,
        zuerl: null,
        ust_satz: invoice.ust_satz,
        rn_datum: rnDatum,
        le_date: invoice.le_date,
        art: 'gutschrift',
        bezug_id: invoice.id,
        zahlungsziel_tage: terms.zahlungsziel_tage,
        le_von: terms.le_von,
        le_bis: terms.le_bis,
        ust_kategorie: terms.ust_kategorie,
        befreiungsgrund: terms.befreiungsgrund,
        kaeufer_ustid: terms.kaeufer_ustid,
        aufbewahrung_hinweis: terms.aufbewahrung_hinweis,
      });
    } catch (cause) {
      const explained: ExplainedFailure = {
        explanation: `Rechnung ${creditId} wurde angelegt, aber nicht vollständig als Stornorechnung ausgefüllt. Öffnen Sie Rechnung ${creditId} und ergänzen Sie sie, statt eine zweite anzulegen.`,
        cause,
      };
      throw explained;
    }
    return creditId;
  };
}
