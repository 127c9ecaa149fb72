import styled from 'styled-components';
import { formatDate } from '../../../model/time';
import type { BenutzerRow } from '../../../model/entities';
import { IconButton } from '../../../primitives/IconButton';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, space, visuallyHidden } from '../../../theme';
import { mailSummary } from '../mailFlags';
import { displayName, listName, roleTone, userRoleLabel } from '../userDisplay';
import type { ReactNode } from 'react';

/**
 * The users table: name, e-mail, role, Berufsgruppe, registration date, the mails the user
 * gets (with the button that changes them), and the row's actions. The keys are the sorts
 * the data service knows (`USER_SORTS` in the app).
 */
export function userColumns(
  currentUserId: number | null,
  actions: (user: BenutzerRow) => ReactNode,
  onEditMails: (user: BenutzerRow) => void,
): Column<BenutzerRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '20%',
      sortable: (user) => listName(user),
      cell: (user) => (
        <>
          {listName(user)}
          {user.user_id === currentUserId ? <Muted> (Sie)</Muted> : null}
        </>
      ),
    },
    {
      key: 'email',
      header: 'E-Mail',
      width: '22%',
      sortable: (user) => user.email,
      cell: (user) => <Wrap>{user.email}</Wrap>,
    },
    {
      key: 'role',
      header: 'Rolle',
      width: '18%',
      sortable: (user) => userRoleLabel(user.app_status),
      cell: (user) => <Tag label={userRoleLabel(user.app_status)} tone={roleTone(user.app_status)} />,
    },
    {
      key: 'berufsgruppe',
      header: 'Berufsgruppe',
      width: '14%',
      sortable: (user) => user.berufsgruppe,
      cell: (user) => user.berufsgruppe ?? <Hidden>keine Angabe</Hidden>,
    },
    {
      key: 'reg_date',
      header: 'Registriert',
      width: '11%',
      sortable: (user) => user.reg_date,
      cell: (user) => formatDate(user.reg_date),
    },
    {
      key: 'mails',
      header: 'Mails',
      width: '13%',
      cell: (user) => {
        const mails = mailSummary(user);
        return (
          <MailCell>
            <span title={mails.names}>
              <span aria-hidden="true">{mails.short}</span>
              <Hidden>{mails.names}</Hidden>
            </span>
            <IconButton
              icon="mail"
              size="sm"
              variant="ghost"
              label={`Mail-Einstellungen von ${displayName(user)} ändern`}
              onClick={(event) => {
                // The button inside the row does not also open the user.
                event.stopPropagation();
                onEditMails(user);
              }}
            />
          </MailCell>
        );
      },
    },
    { key: 'actions', header: <Hidden>Aktionen</Hidden>, width: '4rem', align: 'end', cell: actions },
  ];
}

const Muted = styled.span`
  color: ${color.textSecondary};
`;

const MailCell = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[1]};
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
