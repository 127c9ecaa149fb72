import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, space } from '../../theme';
import type { HeadingLevel } from '../Card';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps {
  /** A decorative icon above the title. */
  icon?: IconName;
  title: string;
  description?: ReactNode;
  /** A way forward, e.g. a "Nutzer anlegen" button. */
  action?: ReactNode;
  /**
   * Renders the title as a heading of this level. Without it the title is a paragraph,
   * which suits places that are not sections of the page, such as a table cell.
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

export function EmptyState({ icon = 'search', title, description, action, headingLevel, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <IconCircle>
        <Icon name={icon} size="1.5em" />
      </IconCircle>
      <Title as={headingLevel ? `h${headingLevel}` : 'p'}>{title}</Title>
      {description !== undefined ? <Description>{description}</Description> : null}
      {action !== undefined ? <Action>{action}</Action> : null}
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
  background: ${color.surfaceMuted};
  color: ${color.textSecondary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Description = styled.div`
  max-width: 48ch;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Action = styled.div`
  margin-top: ${space[2]};
`;
