import { useCallback, useRef, useState, type ReactNode } from 'react';
import { FormError } from '../../forms/FormError';
import { useSingleFlight } from '../../hooks/useSingleFlight';
import { describeServiceError, type ServiceProblem } from '../../model/contract/errors';
import { Button } from '../Button';
import { DialogWindow } from '../Dialog/DialogWindow';
import { useChromeText } from '../../i18n';

export type ConfirmTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** The question in full (inline content); screen readers read it with the title. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone: a red confirm button, and focus starts on cancel. */
  tone?: ConfirmTone;
  /**
   * May return a promise. While it runs the confirm button is busy, further clicks do
   * nothing and the dialog cannot be dismissed; when it rejects the dialog stays open
   * and shows what went wrong (the one error mapping); when it settles well the dialog closes.
   */
  onConfirm: () => unknown;
  /**
   * What stands in the way when the service answers the action with a conflict (409): the
   * action asks for no input, so "enter another value" would not help (`ACTION_CONFLICTS`).
   */
  conflict?: string;
  /**
   * What did not happen, said before the reason when the action fails ('Die Prognose „Holz“ wurde
   * nicht gelöscht.'), so the message names the action and not only the service's state.
   */
  failed?: string;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel?: () => void;
}

/** The confirm dialog itself, loaded when one first opens (ConfirmDialog.tsx). */
export function ConfirmDialogWindow({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  conflict,
  failed,
  onCancel,
}: ConfirmDialogProps) {
  const t = useChromeText();
  confirmLabel ??= t('ui.confirm');
  cancelLabel ??= t('ui.cancel');
  const [error, setError] = useState<ServiceProblem | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // A dialog opened again starts without the error of its last attempt.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setError(null);
  }

  const confirm = useCallback(async () => {
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (cause) {
      setError(describeServiceError(cause, conflict === undefined ? undefined : { conflict }));
    }
  }, [onConfirm, onOpenChange, conflict]);
  // architecture §6: nothing is sent twice by a double click.
  const { run, isPending } = useSingleFlight(confirm);

  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const close = (open: boolean) => {
    if (open) return;
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <DialogWindow
      isOpen={isOpen}
      onOpenChange={close}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      isDismissable={!isPending}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} disabled={isPending} onClick={() => close(false)}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isLoading={isPending}
            onClick={() => run()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormError title={failed} problem={error} />
    </DialogWindow>
  );
}
