import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { paymentName } from '../../../model/billing/payments';
import type { PaymentRow } from '../../../model/contract';
import { formatEuro } from '../../../model/time';
import { textLimit } from '../../../model/validation/textLimits';
import { Textarea } from '../../../primitives/Textarea';

export interface ReversePaymentDialogProps {
  /** The payment asked about; null while the dialog is closed. */
  payment: PaymentRow | null;
  onClose: () => void;
  /** a_reverse_payment with the reason (null for the service's "Storno der Zahlung …"); a rejection stays in the dialog. */
  onConfirm: (payment: PaymentRow, notiz: string | null) => Promise<unknown>;
}

/**
 * Asks before a payment is reversed, and why. The question needs a field, so it is a form
 * dialog (ConfirmDialog takes none): the failure shows in it as in every form (architecture §6).
 */
export function ReversePaymentDialog({ payment, onClose, onConfirm }: ReversePaymentDialogProps) {
  // The payment stays named while the dialog closes, so its title does not go blank in the closing animation.
  const [asked, setAsked] = useState(payment);
  if (payment !== null && payment !== asked) setAsked(payment);
  const form = useForm<{ grund: string }>({
    initialValues: { grund: '' },
    onSubmit: async ({ grund }) => {
      if (!asked) return;
      await onConfirm(asked, grund.trim() === '' ? null : grund.trim());
      onClose();
    },
  });
  const [wasOpen, setWasOpen] = useState(payment !== null);
  if ((payment !== null) !== wasOpen) {
    setWasOpen(payment !== null);
    if (payment !== null) form.reset({ grund: '' });
  }
  const name = asked ? paymentName(asked) : 'Zahlung';

  return (
    <FormDialog
      isOpen={payment !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={`${name} stornieren?`}
      description={`Die Zahlung bleibt in den Büchern; eine Gegenbuchung über ${formatEuro(-(asked?.betrag ?? 0))} am selben Tag hebt sie auf. Eine Gegenbuchung wird nicht wieder storniert.`}
      submitLabel="Zahlung stornieren"
      submitIcon="undo"
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle="Die Zahlung wurde nicht storniert."
      submitError={form.submitError}
    >
      <Textarea
        label="Grund"
        hint={`Steht als Notiz an der Gegenbuchung. Ohne Angabe: „Storno der Zahlung ${asked?.id ?? ''}“.`}
        rows={2}
        maxLength={textLimit('zahlung', 'notiz')}
        {...form.field('grund')}
      />
    </FormDialog>
  );
}
