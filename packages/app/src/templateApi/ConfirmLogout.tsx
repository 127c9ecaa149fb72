import { ConfirmDialog } from '@waldmonitor/ui';
import { TEMPLATE_MESSAGES } from '@waldmonitor/ui/model';

export interface ConfirmLogoutProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Re-Login: reset the token and reload the page. */
  onReLogin: () => void;
}

/**
 * requirements §8: "a confirm dialog titled 'Confirm logout' with the text 'You have been logged
 * out, you can cancel to stay on this page, or log in again' and buttons Re-Login and
 * Cancel". English, as the template part is.
 */
export function ConfirmLogout({ isOpen, onOpenChange, onReLogin }: ConfirmLogoutProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={TEMPLATE_MESSAGES.confirmLogoutTitle}
      message={TEMPLATE_MESSAGES.confirmLogoutText}
      confirmLabel={TEMPLATE_MESSAGES.reLogin}
      cancelLabel={TEMPLATE_MESSAGES.cancel}
      onConfirm={onReLogin}
    />
  );
}
