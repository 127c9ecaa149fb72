import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { PAYMENT_METHODS, newPaymentForm, validatePayment, type PaymentForm } from '../../../model/billing/payments';
import type { PaymentMethod } from '../../../model/contract';
import { formatDate, formatEuro } from '../../../model/time';
import { textLimit } from '../../../model/validation/textLimits';
import { DateField } from '../../../primitives/DateField';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { Textarea } from '../../../primitives/Textarea';
import { TextField } from '../../../primitives/TextField';

export interface PaymentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is still open (a_get_invoice_state `offen`): the amount a new payment starts with. */
  offen: number | null;
  /** The invoice's date: no payment arrives before it. */
  invoiceDate: string;
  /** Today, ISO: no payment arrives later. */
  today: string;
  /** a_add_payment; a rejection keeps what was typed and shows the service's message. */
  onSubmit: (values: PaymentForm) => Promise<unknown>;
}

/** "Zahlung erfassen": value date, amount, how it came, the bank's reference and a note. */
export function PaymentDialog({ isOpen, onOpenChange, offen, invoiceDate, today, onSubmit }: PaymentDialogProps) {
  const form = useForm<PaymentForm>({
    initialValues: newPaymentForm(offen, today),
    validate: (values) => validatePayment(values, { today, invoiceDate }),
    onSubmit: async (values) => {
      await onSubmit(values);
      onOpenChange(false);
    },
  });
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts anew with what is open now.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(newPaymentForm(offen, today));
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Zahlung erfassen"
      description={
        offen !== null && offen > 0
          ? `Offen sind ${formatEuro(offen)}. Eine falsch erfasste Zahlung wird später storniert, nicht geändert.`
          : 'Eine falsch erfasste Zahlung wird später storniert, nicht geändert.'
      }
      submitLabel="Zahlung erfassen"
      submitIcon="euro"
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle="Die Zahlung wurde nicht erfasst."
      submitError={form.submitError}
    >
      <DateField
        label="Zahlungsdatum"
        isRequired
        hint={`Wertstellung, zwischen dem ${formatDate(invoiceDate)} und heute.`}
        {...form.field('datum')}
      />
      <NumberField label="Betrag in €" isRequired decimals={2} {...form.numberField('betrag')} />
      <Select
        label="Zahlungsart"
        options={PAYMENT_METHODS}
        {...form.field('art')}
        onChange={(value) => form.setValue('art', value as PaymentMethod)}
      />
      <TextField
        label="Referenz"
        hint="Verwendungszweck, Kontoauszug oder Beleg."
        maxLength={textLimit('zahlung', 'referenz')}
        {...form.field('referenz')}
      />
      <Textarea label="Notiz" rows={2} maxLength={textLimit('zahlung', 'notiz')} {...form.field('notiz')} />
    </FormDialog>
  );
}
