import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { color, fontWeights, space } from '../../theme';

export interface RoleSwitchProps {
  /** The user's roles now. */
  roles: readonly string[];
  /** The roles one can switch to (the template's: admin and editor). */
  choices: readonly string[];
  /** Switches the session's role; the page shows busy until the promise settles. */
  onSwitchRole: (role: string) => unknown;
}

/**
 * The permission demos' role switch: the template's radio buttons, as toggle buttons
 * (`aria-pressed`); the current role is pressed, a click switches the session's role.
 */
export function RoleSwitch({ roles, choices, onSwitchRole }: RoleSwitchProps) {
  const [pending, setPending] = useState<string | null>(null);
  const switchTo = async (role: string) => {
    setPending(role);
    try {
      await onSwitchRole(role);
    } finally {
      setPending(null);
    }
  };
  return (
    <Root role="group" aria-label="Switch roles">
      <Label aria-hidden="true">Switch roles:</Label>
      <Inline gap={1}>
        {choices.map((role) => {
          const isCurrent = roles.includes(role);
          return (
            <Button
              key={role}
              size="sm"
              variant={isCurrent ? 'primary' : 'secondary'}
              aria-pressed={isCurrent}
              isLoading={pending === role}
              disabled={pending !== null && pending !== role}
              onClick={() => (isCurrent ? undefined : switchTo(role))}
            >
              {role}
            </Button>
          );
        })}
      </Inline>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const Label = styled.span`
  color: ${color.textSecondary};
  font-weight: ${fontWeights.semibold};
`;
