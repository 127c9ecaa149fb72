import styled from 'styled-components';
import { color, fontSize } from '../../theme';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
import { StateAction, StateIcon, StateRoot, StateTitle } from '../EmptyState/statePanel';
import { Icon } from '../Icon';

export interface ErrorStateProps {
  /** Defaults to "Das hat nicht geklappt.". */
  title?: string;
  /** The service's message; shown as plain text, never as HTML. */
  message?: string;
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

export function ErrorState({
  title = 'Das hat nicht geklappt.',
  message,
  onRetry,
  retryLabel = 'Erneut versuchen',
  headingLevel,
  className,
}: ErrorStateProps) {
  return (
    <StateRoot className={className} role="alert">
      <StateIcon $tone="danger">
        <Icon name="error" size="1.5em" />
      </StateIcon>
      <StateTitle as={headingLevel ? `h${headingLevel}` : 'p'}>{title}</StateTitle>
      {message ? <Message>{message}</Message> : null}
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

const Message = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
