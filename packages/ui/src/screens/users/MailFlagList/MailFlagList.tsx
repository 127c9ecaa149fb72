import styled from 'styled-components';
import type { MailFlag, MailFlags } from '../../../model/entities';
import { Switch } from '../../../primitives/Switch';
import { space } from '../../../theme';
import { ALL_MAIL_FLAGS, MAIL_FLAG_FIELDS } from '../mailFlags';

export interface MailFlagListProps {
  flags: MailFlags;
  /** The flags to show, in their usual order; all six by default. */
  shown?: readonly MailFlag[];
  /**
   * Saves one flag at once. The caller shows the change optimistically (the switch moves
   * before the service answers); a returned promise keeps the switch busy until it settles.
   */
  onChange: (flag: MailFlag, value: boolean) => unknown;
  isDisabled?: boolean;
}

/** requirements §3 mail flags as labelled switches that save at once. */
export function MailFlagList({ flags, shown = ALL_MAIL_FLAGS, onChange, isDisabled = false }: MailFlagListProps) {
  return (
    <List>
      {MAIL_FLAG_FIELDS.filter((field) => shown.includes(field.flag)).map((field) => (
        <li key={field.flag}>
          <Switch
            label={field.label}
            hint={field.hint}
            checked={flags[field.flag]}
            disabled={isDisabled}
            onChange={(value) => onChange(field.flag, value)}
          />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
