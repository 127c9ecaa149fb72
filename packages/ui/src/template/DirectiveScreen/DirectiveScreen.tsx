import styled from 'styled-components';
import { can } from '../../model/template/permission';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Tag } from '../../primitives/Tag';
import { color, space } from '../../theme';
import { Can, RolesProvider } from '../Can';
import { RoleSwitch } from '../RoleSwitch';

export interface DirectiveScreenProps {
  roles: readonly string[];
  choices: readonly string[];
  onSwitchRole: (role: string) => unknown;
}

const EXAMPLES = [
  { roles: ['admin'], code: "<Can roles={['admin']}>", text: 'Only admin can see this' },
  { roles: ['editor'], code: "<Can roles={['editor']}>", text: 'Only editor can see this' },
  { roles: ['admin', 'editor'], code: "<Can roles={['admin', 'editor']}>", text: 'Both admin and editor can see this' },
] as const;

/**
 * The template's directive permission demo: elements shown per role through one `<Can>`
 * component, and the same decision as a function (`can()`) where a condition is needed.
 */
export function DirectiveScreen({ roles, choices, onSwitchRole }: DirectiveScreenProps) {
  return (
    <RolesProvider roles={roles}>
      <Page title="Directive Permission" subtitle={`Your roles: ${roles.join(', ')}`} width="narrow">
        <Stack gap={4}>
          <RoleSwitch roles={roles} choices={choices} onSwitchRole={onSwitchRole} />
          <Card title="The Can component" headingLevel={2}>
            <Stack gap={3}>
              {EXAMPLES.map((example) => (
                <Can key={example.text} roles={example.roles}>
                  <Example>
                    <Code>{example.code}</Code>
                    <Tag label={example.text} tone="success" />
                  </Example>
                </Can>
              ))}
            </Stack>
          </Card>
          <Card title="The can() function" headingLevel={2}>
            <Stack gap={2}>
              <Code>{"can(roles, ['admin'])"}</Code>
              <p>{can(roles, ['admin']) ? 'Admin tab: you may open it.' : 'Admin tab: hidden for your roles.'}</p>
              <Code>{"can(roles, ['editor'])"}</Code>
              <p>{can(roles, ['editor']) ? 'Editor tab: you may open it.' : 'Editor tab: hidden for your roles.'}</p>
            </Stack>
          </Card>
        </Stack>
      </Page>
    </RolesProvider>
  );
}

const Example = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Code = styled.code`
  color: ${color.textSecondary};
`;
