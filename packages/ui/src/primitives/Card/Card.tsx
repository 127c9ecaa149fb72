import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, shadows, space } from '../../theme';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps {
  /** The card's heading; it also names the section for assistive technology. */
  title?: ReactNode;
  /** Heading level of the title, so the card fits the outline of the page it sits in. */
  headingLevel?: HeadingLevel;
  /** Controls beside the title, e.g. an "Bearbeiten" button. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Inner spacing of the body; `none` lets a table reach the card's edges. */
  padding?: CardPadding;
  /** The element the card renders as. */
  as?: 'section' | 'article' | 'div';
  className?: string;
  children?: ReactNode;
}

/**
 * A titled section of a page: heading, optional actions beside it, body and footer. Use it to group what
 * belongs together on a dashboard or detail page; the title names the section for assistive technology.
 */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  padding = 'md',
  as = 'section',
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Root as={as} className={className} aria-labelledby={title !== undefined ? titleId : undefined}>
      {hasHeader ? (
        <Header>
          {title !== undefined ? (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          ) : null}
          {actions !== undefined ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      <Body $padding={padding}>{children}</Body>
      {footer !== undefined ? <Footer>{footer}</Footer> : null}
    </Root>
  );
}

const paddings: Record<CardPadding, string> = { none: space[0], sm: space[3], md: space[4], lg: space[6] };

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  color: ${color.text};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-bottom: 1px solid ${color.border};
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-left: auto;
`;

const Body = styled.div<{ $padding: CardPadding }>`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${(p) => paddings[p.$padding]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border-top: 1px solid ${color.border};
  background: ${color.surfaceMuted};
  border-radius: 0 0 ${radii.lg} ${radii.lg};
`;
