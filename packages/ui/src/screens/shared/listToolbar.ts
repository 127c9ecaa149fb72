import styled from 'styled-components';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { color, fontSize, space } from '../../theme';

/**
 * The search and filter bar above a list (users, clients): the search grows, the filters
 * keep their width, the count sits at the end of the line.
 */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
`;

export const ListSearchField = styled(TextField)`
  flex: 1 1 18rem;
`;

export const ListFilterField = styled(Select)`
  flex: 0 1 16rem;
`;

export const ListCount = styled.p`
  margin: 0 0 ${space[2]} auto;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
