import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, space } from '../../theme';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
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
    <Root className={className} role="alert">
      <IconCircle>
        <Icon name="error" size="1.5em" />
      </IconCircle>
      <Title as={headingLevel ? `h${headingLevel}` : 'p'}>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {onRetry ? (
        <Action>
          <Button icon="refresh" onClick={() => onRetry()}>
            {retryLabel}
          </Button>
        </Action>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[4]};
  text-align: center;
  color: ${color.text};
`;

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${space[3]};
  border-radius: ${radii.round};
  background: ${color.dangerBg};
  color: ${color.danger};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
`;

const Message = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  margin-top: ${space[2]};
`;
