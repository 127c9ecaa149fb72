import styled from 'styled-components';
import { color, fontSize, radii, shadows, space } from '../../../theme';
import { Button } from '../../../primitives/Button';
import { Icon } from '../../../primitives/Icon';

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
    <Page>
      <Box role="alert" aria-labelledby="startup-error-title">
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
      </Box>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${space[6]} ${space[4]};
  background: ${color.background};
`;

const Box = styled.section`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[8]};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.md};
  color: ${color.text};
  > svg {
    color: ${color.warning};
  }
  h1 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${space[5]};
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
  }
  code {
    background: ${color.surfaceMuted};
    padding: 0 ${space[1]};
    border-radius: ${radii.sm};
  }
`;
