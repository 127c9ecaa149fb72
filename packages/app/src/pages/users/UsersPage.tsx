import {
  AddUserDialog,
  UsersScreen,
  displayName,
  roleChangeDoneText,
  useMessage,
  type AddUserParams,
  type RoleChange,
} from '@waldmonitor/ui';
import { isRole, type Role, type User } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRpc, useRpcMutation } from '../../api';
import { useSession } from '../../session/SessionContext';
import { useSearchParamState, useSetViewParams } from '../../shell/useSearchParamState';

/**
 * /users/index: every user (a_get_all_users), role changes and expert decisions
 * (a_change_app_status), new users (a_add_user with a client from a_get_all_clients).
 * Search and role filter live in the URL (`?suche=…&rolle=…`), so a filtered list can be
 * linked and survives a reload. They are state of this view (not view parameters of the
 * route): written with `replace`, the search once typing pauses, never a new tag.
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const users = useRpc('a_get_all_users', {});
  const clients = useRpc('a_get_all_clients', {});
  const changeAppStatus = useRpcMutation('a_change_app_status');
  const addUser = useRpcMutation('a_add_user');
  const [isAddOpen, setAddOpen] = useState(false);
  const [query, setQuery] = useSearchParamState('suche');

  const roleParam = params.get('rolle');
  const roleFilter: Role | '' = isRole(roleParam) ? roleParam : '';
  const setViewParams = useSetViewParams();

  const onOpenUser = useCallback((userId: number) => navigate(`/users/${userId}`), [navigate]);

  const onChangeRole = async (user: User, change: RoleChange) => {
    await changeAppStatus({ user_id: user.user_id, username: user.email, status: change.status });
    message.success(roleChangeDoneText(change, displayName(user)));
  };

  const onAddUser = async (add: AddUserParams) => {
    await addUser(add);
    message.success(`${displayName({ ...add, email: add.mail })} wurde angelegt.`);
  };

  return (
    <>
      <UsersScreen
        users={users}
        currentUserId={session.user?.user_id ?? null}
        query={query}
        onQueryChange={setQuery}
        roleFilter={roleFilter}
        onRoleFilterChange={(role) => setViewParams({ rolle: role })}
        onOpenUser={onOpenUser}
        onAddUser={() => setAddOpen(true)}
        onChangeRole={onChangeRole}
      />
      <AddUserDialog isOpen={isAddOpen} onOpenChange={setAddOpen} clients={clients} onSubmit={onAddUser} />
    </>
  );
}
