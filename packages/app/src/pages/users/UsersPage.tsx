import {
  AddUserDialog,
  UsersScreen,
  displayName,
  parseUsersTab,
  roleChangeDoneText,
  useMessage,
  usersTabQuery,
  type AddUserParams,
  type RoleChange,
  type UsersTab,
} from '@waldmonitor/ui';
import type { BenutzerRow, MailFlag, User } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRpcMutation, useTableMutation } from '../../api';
import { useClientChoice } from '../../lists/useClientChoice';
import { useSession } from '../../session/SessionContext';
import { useSetViewParams } from '../../shell/useSearchParamState';
import { useUsersReads } from './usersListQuery';

type Row = BenutzerRow;

/**
 * /users/index: the users from GET /benutzer with their mail flags, one page at a time,
 * searched, filtered and sorted by the data service (requirements §7 table path), and in a
 * tab of their own (`?tab=anfragen`) the open expert requests, paged and counted the same
 * way; role changes and expert decisions (a_change_app_status), mail flags changed by the
 * administrator (PATCH /benutzer), new users (a_add_user with a client searched in a_get_all_clients, the first matches only).
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const tab = parseUsersTab(params.get('tab'));
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
        requests={requests}
        tab={tab}
        onTabChange={(next: UsersTab) => setViewParams({ tab: usersTabQuery(next) })}
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
