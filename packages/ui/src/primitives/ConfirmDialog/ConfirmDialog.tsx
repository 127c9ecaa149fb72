import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSingleFlight } from '../../hooks/useSingleFlight';
import { color, radii, space } from '../../theme';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

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
   * and shows the error's message; when it settles well the dialog closes.
   */
  onConfirm: () => unknown;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel?: () => void;
}

const FALLBACK_ERROR = 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** The message of whatever `onConfirm` rejected with: an Error, a service error body or text. */
function errorText(cause: unknown): string {
  if (typeof cause === 'string' && cause.trim()) return cause;
  if (typeof cause === 'object' && cause !== null && 'message' in cause) {
    const { message } = cause as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return FALLBACK_ERROR;
}

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Bestätigen',
  cancelLabel = 'Abbrechen',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
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
      setError(errorText(cause));
    }
  }, [onConfirm, onOpenChange]);
  // DESIGN §5: nothing is sent twice by a double click.
  const { run, isPending } = useSingleFlight(confirm);

  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const close = (open: boolean) => {
    if (open) return;
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Dialog
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
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}

const ErrorText = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
`;
