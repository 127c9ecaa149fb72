import styled from 'styled-components';
import type { MenuEntry } from '../../model/template/permission';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, space } from '../../theme';
import { RoleSwitch } from '../RoleSwitch';

export interface PermissionScreenProps {
  roles: readonly string[];
  /** The roles one can switch to. */
  choices: readonly string[];
  /** The menu the user sees with the current roles (`menuFor` of the model). */
  menu: readonly MenuEntry[];
  onSwitchRole: (role: string) => unknown;
}

function MenuList({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.title}>
          {entry.title}
          {entry.children.length > 0 ? <MenuList entries={entry.children} /> : null}
        </li>
      ))}
    </List>
  );
}

/**
 * The template's page permission demo: switch the role, and the menu changes with it
 * (the sidebar follows the same session; this list shows it on the page itself).
 */
export function PermissionScreen({ roles, choices, menu, onSwitchRole }: PermissionScreenProps) {
  return (
    <Page title="Page Permission" subtitle={`Your roles: ${roles.join(', ')}`} width="narrow">
      <Stack gap={4}>
        <p>
          The menu is built from the route table for your roles. Switch the role and the menu changes at once; a page
          the new role may not open is left for one it may.
        </p>
        <RoleSwitch roles={roles} choices={choices} onSwitchRole={onSwitchRole} />
        <Card title="Your menu" headingLevel={2}>
          <Nav aria-label="Menu for your roles">
            <MenuList entries={menu} />
          </Nav>
        </Card>
      </Stack>
    </Page>
  );
}

const Nav = styled.nav`
  color: ${color.text};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${space[5]};
  line-height: 1.8;
`;
