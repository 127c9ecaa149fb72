import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize } from '../../theme';
import type { HeadingLevel } from '../Card';
import { StateAction, StateIcon, StateRoot, StateTitle } from './statePanel';
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

/**
 * What a list or section shows when it has nothing to show: an icon, a sentence why, and a way forward (e.g.
 * "Nutzer anlegen" or "Filter zurücksetzen").
 */
export function EmptyState({ icon = 'search', title, description, action, headingLevel, className }: EmptyStateProps) {
  return (
    <StateRoot className={className}>
      <StateIcon $tone="neutral">
        <Icon name={icon} size="1.5em" />
      </StateIcon>
      <StateTitle as={headingLevel ? `h${headingLevel}` : 'p'}>{title}</StateTitle>
      {description !== undefined ? <Description>{description}</Description> : null}
      {action !== undefined ? <StateAction>{action}</StateAction> : null}
    </StateRoot>
  );
}

const Description = styled.div`
  max-width: 48ch;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;
  hyphens: auto;
`;
