import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { useChromeText } from '../../i18n';
import { Icon } from '../../primitives/Icon';
import { ServiceDetails } from '../../primitives/ServiceDetails';
import { color, fontWeights, radii, space } from '../../theme';

export interface SessionNoticeProps {
  /** What went wrong, in one German sentence. */
  title: string;
  /** What it means for the person now and what they can do. */
  message: string;
  /** The service's own text, shown as a details line. */
  details?: string | null;
  /** Tries again; a returned promise keeps the button busy, so a double click retries once. */
  onRetry: () => unknown;
  retryLabel?: string;
}

/**
 * A notice above the page about the session itself, e.g. user data that could not be
 * loaded (requirements §4 makes the role ogf_new then; the person is told so and can retry).
 */
export function SessionNotice({ title, message, details, onRetry, retryLabel }: SessionNoticeProps) {
  const t = useChromeText();
  return (
    <Root role="alert">
      <Icon name="warning" size="1.25em" />
      <Text>
        <Title>{title}</Title>
        <span>{message}</span>
        <ServiceDetails details={details} />
      </Text>
      <Button icon="refresh" onClick={() => onRetry()}>
        {retryLabel ?? t('session.retry')}
      </Button>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[3]};
  margin: ${space[3]} ${space[4]} 0;
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.warning};
  border-radius: ${radii.md};
  background: ${color.warningBg};
  color: ${color.text};
  > svg {
    flex: none;
    color: ${color.warning};
  }
`;

const Text = styled.div`
  flex: 1 1 20rem;
  display: grid;
  gap: ${space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-weight: ${fontWeights.semibold};
`;
