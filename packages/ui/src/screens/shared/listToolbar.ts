import styled from 'styled-components';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { color, controlHeight, fontSize, media, space } from '../../theme';

/**
 * The search and filter bar above a list: search and filters in one row that wraps (one row at
 * 1440 px, two at 800 px, one field a row on a phone), then the count and the active filters as
 * chips. Fields keep a small basis and grow together, so a bar does not take a third of the screen.
 */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[2]} ${space[3]};
`;

export const ListSearchField = styled(TextField)`
  flex: 2 1 16rem;
`;

/** A select among a list's filters. */
export const ListFilterField = styled(Select)`
  flex: 1 1 10rem;
  ${media.desktop} {
    max-width: 18rem;
  }
`;

/** A wider filter among the fields, e.g. a client combobox or a pair of year fields. */
export const ListFilterSlot = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  /* Under the sidebar's break the fields share the narrower width in full. */
  ${media.desktop} {
    max-width: 22rem;
  }
`;

/** The count and the active filters' chips: beside the fields when there is room, else their own line. */
export const ListSummary = styled.div`
  display: flex;
  flex: 1 1 auto;
  /* On a line of its own when it does not fit beside the fields; the chips wrap inside it, the count stays at its end. */
  align-items: center;
  gap: ${space[1]} ${space[2]};
  min-height: ${controlHeight.md};
`;

/** At the end of the summary's line. */
export const ListCount = styled.p`
  flex: none;
  margin: 0 0 0 auto;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  white-space: nowrap;
`;
