import { ConfirmDialog } from '../../primitives/ConfirmDialog';

export interface LeaveConfirmDialogProps {
  /** A navigation away from a changed form waits for the answer. */
  isOpen: boolean;
  /** Leave and drop the changes. */
  onConfirm: () => void;
  /** Stay, with everything typed kept. */
  onCancel: () => void;
  /** What would be lost, in a sentence. */
  message?: string;
}

/**
 * The question before leaving a changed form. The page decides when to ask
 * (react-router's blocker in the app); this only asks, so ui stays free of routing.
 */
export function LeaveConfirmDialog({
  isOpen,
  onConfirm,
  onCancel,
  message = 'Sie haben Änderungen gemacht, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
}: LeaveConfirmDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      // Closing is answered through onCancel; the page's blocker owns the open state.
      onOpenChange={() => undefined}
      title="Ungespeicherte Änderungen verwerfen?"
      message={message}
      confirmLabel="Verwerfen"
      cancelLabel="Abbrechen"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
