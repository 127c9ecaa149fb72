import { color } from '../../../theme';
import { Button } from '../../../primitives/Button';
import { Icon } from '../../../primitives/Icon';
import { MessagePanel, SignInScreen } from '../signInFrame';

export interface StartupErrorProps {
  /** What went wrong, e.g. "Die Konfigurationsdatei „config.json“ fehlt (HTTP 404)." */
  message: string;
  /**
   * Every problem of the configuration when there are several (each key still to fill in the
   * build's config.json template), shown as a list under `message`.
   */
  problems?: readonly string[];
  onRetry?: () => void;
}

/** Shown instead of a blank screen when the app cannot start (missing or invalid config.json). */
export function StartupError({ message, problems, onRetry }: StartupErrorProps) {
  return (
    <SignInScreen>
      <MessagePanel role="alert" aria-labelledby="startup-error-title" $iconColor={color.warning}>
        <Icon name="warning" size="40px" />
        <h1 id="startup-error-title">Waldmonitor kann nicht starten</h1>
        <p>{message}</p>
        {problems && problems.length > 0 ? (
          <ul aria-label="Fehlende oder falsche Angaben">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <p>
          Die Anwendung liest ihre Einstellungen aus der Datei <code>config.json</code> neben der Startseite. Bitte
          wenden Sie sich an Ihre Administration, wenn der Fehler bleibt.
        </p>
        {onRetry ? (
          <Button variant="primary" icon="refresh" onClick={onRetry}>
            Neu laden
          </Button>
        ) : null}
      </MessagePanel>
    </SignInScreen>
  );
}
