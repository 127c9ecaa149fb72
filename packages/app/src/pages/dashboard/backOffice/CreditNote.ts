import type { InvoiceDetailsRow } from '@waldmonitor/ui/model';
import { useRpcAction } from '../../../api';

/**
 * Corrects an archived invoice, the only way an archived invoice is corrected (GoBD): its credit
 * note (Stornorechnung, 381) for the same client with the same positions, referring to the
 * corrected one (BT-25/26), on the earliest date a new invoice may have. One call of ours,
 * a_create_credit_note (requirements §7 "Procedures of ours"), so one transaction: a failure
 * leaves no invoice and no used number behind. Numbered in the invoices' one gapless range;
 * one per invoice (the service names an existing one). Resolves to the outcome with the credit
 * note's id; a failure is shown by the action.
 */
export function useCreditNote() {
  const createCreditNote = useRpcAction('a_create_credit_note', {
    failed: 'Die Stornorechnung wurde nicht erstellt.',
    conflict:
      'Zu dieser Rechnung gibt es inzwischen eine Stornorechnung oder sie wurde geändert; erstellt wurde nichts. Bitte laden Sie neu und prüfen Sie die Rechnungen.',
  });
  return (invoice: Pick<InvoiceDetailsRow, 'id'>, rnDatum: string) =>
    createCreditNote({ invoice_id: invoice.id, rn_datum: rnDatum });
}
