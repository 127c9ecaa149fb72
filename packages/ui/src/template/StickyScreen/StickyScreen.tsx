import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Page } from '../../primitives/Page';
import { TextField } from '../../primitives/TextField';
import { color, fontSize, layout, radii, shadows, space, zIndex } from '../../theme';

export interface StickyScreenProps {
  /** The long list that scrolls under the bar. */
  items: readonly string[];
  /**
   * Where the bar sticks, measured from the top of the window: under the header, whose
   * height is the navbar's (the template's default: fixed header on, tags view off).
   */
  stickyTop?: string;
}

/**
 * The sticky demo page: a bar with a filter that stays under the header while the long
 * list below it scrolls (CSS `position: sticky`, no scroll listener).
 */
export function StickyScreen({ items, stickyTop = layout.navbarHeight }: StickyScreenProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted ? items.filter((item) => item.toLowerCase().includes(wanted)) : items;
  }, [items, filter]);
  return (
    <Page title="Sticky" subtitle="Scroll down: the filter bar stays under the header.">
      <Bar $top={stickyTop} role="search" aria-label="Filter the list">
        <TextField label="Filter" value={filter} onChange={setFilter} />
        <Count aria-live="polite">
          {shown.length} of {items.length} shown
        </Count>
      </Bar>
      <List aria-label="Compartments">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </Page>
  );
}

const Bar = styled.div<{ $top: string }>`
  position: sticky;
  top: ${(p) => p.$top};
  z-index: ${zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space[4]};
  padding: ${space[3]} ${space[4]};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.sm};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

const List = styled.ul`
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space[3]} ${space[4]};
    border-bottom: 1px solid ${color.border};
    overflow-wrap: anywhere;
  }
`;
