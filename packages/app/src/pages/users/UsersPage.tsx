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
import { useAddUser, useAllClients, useAllUsers, useChangeAppStatus } from '../../api';
import { useSession } from '../../session/SessionContext';

/**
 * /users/index: every user (a_get_all_users), role changes and expert decisions
 * (a_change_app_status), new users (a_add_user with a client from a_get_all_clients).
 * Search and role filter live in the URL (`?suche=…&rolle=…`), so a filtered list can be
 * linked and survives the tags view.
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const users = useAllUsers();
  const clients = useAllClients();
  const changeAppStatus = useChangeAppStatus();
  const addUser = useAddUser();
  const [isAddOpen, setAddOpen] = useState(false);

  const roleParam = params.get('rolle');
  const roleFilter: Role | '' = isRole(roleParam) ? roleParam : '';
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

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
        users={users.data ?? []}
        isLoading={users.data === undefined && !users.error}
        error={users.error?.message ?? null}
        onRetry={() => users.mutate()}
        currentUserId={session.user?.user_id ?? null}
        query={params.get('suche') ?? ''}
        onQueryChange={(query) => setParam('suche', query)}
        roleFilter={roleFilter}
        onRoleFilterChange={(role) => setParam('rolle', role)}
        onOpenUser={onOpenUser}
        onAddUser={() => setAddOpen(true)}
        onChangeRole={onChangeRole}
      />
      <AddUserDialog
        isOpen={isAddOpen}
        onOpenChange={setAddOpen}
        clients={clients.data ?? []}
        isClientsLoading={clients.data === undefined && !clients.error}
        clientsError={clients.error?.message ?? null}
        onSubmit={onAddUser}
      />
    </>
  );
}
