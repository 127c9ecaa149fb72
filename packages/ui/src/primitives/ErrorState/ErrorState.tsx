import styled from 'styled-components';
import { color, fontSize } from '../../theme';
import { describeServiceError } from '../../model/contract/errors';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
import { StateAction, StateIcon, StateRoot, StateTitle } from '../EmptyState/statePanel';
import { Icon } from '../Icon';
import { ServiceDetails } from '../ServiceDetails';
import { useChromeText } from '../../i18n';

export interface ErrorStateProps {
  /** Defaults to "Das hat nicht geklappt.". */
  title?: string;
  /** Plain text, never HTML; defaults to the German message of `error`. */
  message?: string;
  /**
   * What a failed call rejected with: shown as the one mapping's German message
   * (describeServiceError), with the service's own text as a details line.
   */
  error?: Error | null;
  /**
   * Shows an "Erneut versuchen" button. When it returns a promise the button stays
   * busy until it settles, so a double click retries once.
   */
  onRetry?: () => unknown;
  retryLabel?: string;
  /** Renders the title as a heading of this level; otherwise it is a paragraph. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * What a section shows when its data could not be read or an action failed: a German sentence from the one
 * error mapping, the service's own text as a details line, and "Erneut versuchen" when a retry can help.
 */
export function ErrorState({ title, message, error, onRetry, retryLabel, headingLevel, className }: ErrorStateProps) {
  const t = useChromeText();
  title ??= t('ui.errorTitle');
  retryLabel ??= t('ui.retry');
  const problem = error === undefined || error === null ? null : describeServiceError(error);
  const shown = message ?? problem?.message;
  return (
    <StateRoot className={className} role="alert">
      <StateIcon $tone="danger">
        <Icon name="error" size="1.5em" />
      </StateIcon>
      <StateTitle as={headingLevel ? `h${headingLevel}` : 'p'}>{title}</StateTitle>
      {shown ? <Message>{shown}</Message> : null}
      <Details details={problem?.details} />
      {onRetry ? (
        <StateAction>
          <Button icon="refresh" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        </StateAction>
      ) : null}
    </StateRoot>
  );
}

const Details = styled(ServiceDetails)`
  margin: 0;
  max-width: 60ch;
`;

const Message = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
