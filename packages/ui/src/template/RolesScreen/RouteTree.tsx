import styled from 'styled-components';
import { checkState, toggleNode, type RouteTreeNode } from '../../model/template/roleTree';
import { Checkbox } from '../../primitives/Checkbox';
import { space } from '../../theme';

export interface RouteTreeProps {
  nodes: readonly RouteTreeNode[];
  /** The ticked leaf paths. */
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

/** The role's menus as a checkbox tree: a group's box ticks all its pages, and shows mixed when some are. */
export function RouteTree({ nodes, checked, onChange }: RouteTreeProps) {
  return (
    <List>
      {nodes.map((node) => {
        const state = checkState(node, checked);
        return (
          <li key={node.path}>
            <Checkbox
              label={node.title}
              checked={state === 'checked'}
              isIndeterminate={state === 'mixed'}
              onChange={() => onChange(toggleNode(node, checked))}
            />
            {node.children.length > 0 ? (
              <RouteTree nodes={node.children} checked={checked} onChange={onChange} />
            ) : null}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: ${space[4]};
  list-style: none;
  & > li {
    margin: ${space[1]} 0;
  }
`;
