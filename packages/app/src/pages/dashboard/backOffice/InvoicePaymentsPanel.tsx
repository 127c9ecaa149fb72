import { InvoicePayments, useMessage } from '@waldmonitor/ui';
import { formatEuro, paymentName, paymentParams } from '@waldmonitor/ui/model';
import { rowOf, useRpc, useRpcMutation } from '../../../api';

/**
 * An invoice's payments in its editor: its state (a_get_invoice_state) and payments
 * (a_get_payments), a payment recorded (a_add_payment) or reversed by its counter-entry
 * (a_reverse_payment). Both writes sit in a form (the payment's dialog, the reversal's with
 * its reason), so they reject and the dialog shows why (architecture §6); the affects table
 * refreshes the state, the payments and the open items.
 */
export function InvoicePaymentsPanel({ invoiceId, invoiceDate }: { invoiceId: number; invoiceDate: string }) {
  const message = useMessage();
  const state = rowOf(useRpc('a_get_invoice_state', { rechnung_id: invoiceId }));
  const payments = useRpc('a_get_payments', { rechnung_id: invoiceId });
  const addPayment = useRpcMutation('a_add_payment');
  const reversePayment = useRpcMutation('a_reverse_payment');
  return (
    <InvoicePayments
      state={state}
      payments={payments}
      invoiceDate={invoiceDate}
      onAddPayment={async (values) => {
        await addPayment(paymentParams(invoiceId, values));
        message.success(`Zahlung über ${formatEuro(values.betrag ?? 0)} zu Rechnung ${invoiceId} wurde erfasst.`);
      }}
      onReversePayment={async (payment, notiz) => {
        await reversePayment({ zahlung_id: payment.id, notiz });
        message.success(`${paymentName(payment)} wurde storniert.`);
      }}
    />
  );
}
