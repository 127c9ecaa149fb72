import styled from 'styled-components';
import { formatDate } from '../../../model/time';
import type { User } from '../../../model/entities';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, visuallyHidden } from '../../../theme';
import { listName, roleTone, userRoleLabel } from '../userDisplay';
import type { ReactNode } from 'react';

/** The users table: name, e-mail, role, Berufsgruppe, registration date, and the row's actions. */
export function userColumns(currentUserId: number | null, actions: (user: User) => ReactNode): Column<User>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '22%',
      sortValue: (user) => listName(user),
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
      width: '26%',
      sortValue: (user) => user.email,
      cell: (user) => <Wrap>{user.email}</Wrap>,
    },
    {
      key: 'role',
      header: 'Rolle',
      width: '17%',
      sortValue: (user) => userRoleLabel(user.app_status),
      cell: (user) => <Tag label={userRoleLabel(user.app_status)} tone={roleTone(user.app_status)} />,
    },
    {
      key: 'berufsgruppe',
      header: 'Berufsgruppe',
      width: '16%',
      sortValue: (user) => user.berufsgruppe,
      cell: (user) => user.berufsgruppe ?? <Hidden>keine Angabe</Hidden>,
    },
    {
      key: 'reg_date',
      header: 'Registriert',
      width: '11%',
      sortValue: (user) => user.reg_date,
      cell: (user) => formatDate(user.reg_date),
    },
    { key: 'actions', header: <Hidden>Aktionen</Hidden>, width: '4rem', align: 'end', cell: actions },
  ];
}

const Muted = styled.span`
  color: ${color.textSecondary};
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
