import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { color, radii, space } from '../../../theme';

export interface SessionExpiredProps {
  /** Shown while true; the page the person was on stays behind it. */
  isOpen: boolean;
  /**
   * "Erneut anmelden": off to the identity service, and back to this page afterwards. A returned
   * promise keeps the button busy, so a double click starts one sign-in.
   */
  onSignIn: () => unknown;
  /** The browser is already on its way to the sign-in: the button stays busy. */
  isRedirecting?: boolean;
  /** Why the sign-in could not be started (the identity service did not answer), in German. */
  error?: string | null;
}

/**
 * The session at the identity service has ended (its refresh token expired): the page stays in
 * view, but nothing on it can be loaded or saved until the person signs in again, so the
 * dialog cannot be closed. After signing in the person is back on this page.
 */
export function SessionExpired({ isOpen, onSignIn, isRedirecting = false, error }: SessionExpiredProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={() => undefined}
      isDismissable={false}
      role="alertdialog"
      size="sm"
      title="Sitzung abgelaufen"
      description="Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an; danach geht es auf dieser Seite weiter."
      footer={
        <Button variant="primary" icon="lock" isLoading={isRedirecting} onClick={() => onSignIn()}>
          Erneut anmelden
        </Button>
      }
    >
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}

const ErrorText = styled.p`
  margin: 0;
  padding: ${space[3]};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
  overflow-wrap: anywhere;
`;
