import {
  AddUserDialog,
  UsersScreen,
  displayName,
  roleChangeDoneText,
  useMessage,
  type AddUserParams,
  type RoleChange,
} from '@waldmonitor/ui';
import { mapQuery, type BenutzerRow, type MailFlag, type User } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRpcMutation, useTableMutation } from '../../api';
import { useClientChoice } from '../../lists/useClientChoice';
import { useSession } from '../../session/SessionContext';
import { useUsersReads } from './usersListQuery';

type Row = BenutzerRow;

/**
 * /users/index: the users from GET /benutzer with their mail flags, one page at a time,
 * searched, filtered and sorted by the data service (requirements §7 table path); role
 * changes and expert decisions (a_change_app_status), mail flags changed by the
 * administrator (PATCH /benutzer), new users (a_add_user with a client searched in a_get_all_clients, the first matches only).
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const { users, requests } = useUsersReads();
  const changeAppStatus = useRpcMutation('a_change_app_status');
  const addUser = useRpcMutation('a_add_user');
  const patchBenutzer = useTableMutation('patchBenutzer');
  const [isAddOpen, setAddOpen] = useState(false);
  const clientChoice = useClientChoice(null, isAddOpen);

  const onOpenUser = useCallback((userId: number) => navigate(`/users/${userId}`), [navigate]);

  const onChangeRole = async (user: User, change: RoleChange) => {
    await changeAppStatus({ user_id: user.user_id, username: user.email, status: change.status });
    message.success(roleChangeDoneText(change, displayName(user)));
  };

  const onAddUser = async (add: AddUserParams) => {
    await addUser(add);
    message.success(`${displayName({ ...add, email: add.mail })} wurde angelegt.`);
  };

  // The write refreshes the list's pages; a refusal is shown by the write and answers false.
  const onMailFlagChange = (user: Row, flag: MailFlag, value: boolean) =>
    patchBenutzer({ id: user.user_id }, { [flag]: value });

  return (
    <>
      <UsersScreen
        users={users}
        requests={mapQuery(requests, (page) => page.rows)}
        currentUserId={session.user?.user_id ?? null}
        onOpenUser={onOpenUser}
        onAddUser={() => setAddOpen(true)}
        onChangeRole={onChangeRole}
        onMailFlagChange={onMailFlagChange}
      />
      <AddUserDialog isOpen={isAddOpen} onOpenChange={setAddOpen} clientChoice={clientChoice} onSubmit={onAddUser} />
    </>
  );
}
