import { useMemo, useState } from 'react';
import { ALL_ROLES, ROLES, type Role } from '../../../model/roles';
import type { User } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Page } from '../../../primitives/Page';
import { ListCount, ListFilterField, ListSearchField, ListToolbar } from '../../shared/listToolbar';
import { Table, type SortState } from '../../../primitives/Table';
import { displayName, userRoleLabel } from '../userDisplay';
import { countByRole, filterUsers } from '../userFilter';
import { ExpertRequests } from './ExpertRequests';
import { APPROVE, REJECT, roleChangeQuestion, roleChangesFor, type RoleChange } from './roleChanges';
import { RoleMenu } from './RoleMenu';
import { userColumns } from './userColumns';

export interface UsersScreenProps {
  /** Every user (a_get_all_users), as one read. */
  users: QueryState<readonly User[]>;
  /** The signed-in administrator, whose own role is not offered for change. */
  currentUserId?: number | null;
  /** Search text (name or e-mail); kept by the caller, e.g. in the URL. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Role filter; '' shows every role. */
  roleFilter: Role | '';
  onRoleFilterChange: (role: Role | '') => void;
  /** Opens /users/{id}. */
  onOpenUser: (userId: number) => void;
  /** Opens the "Nutzer anlegen" dialog. */
  onAddUser: () => void;
  /**
   * Sends the confirmed change (a_change_app_status). A rejection keeps the confirmation
   * open with the service's message.
   */
  onChangeRole: (user: User, change: RoleChange) => Promise<unknown>;
}

const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

interface PendingChange {
  user: User;
  change: RoleChange;
}

/** /users/index: every user, the pending expert requests, search, role filter, role changes. */
const NO_USERS: readonly User[] = [];

export function UsersScreen({
  users: read,
  currentUserId = null,
  query,
  onQueryChange,
  roleFilter,
  onRoleFilterChange,
  onOpenUser,
  onAddUser,
  onChangeRole,
}: UsersScreenProps) {
  const users = read.data ?? NO_USERS;
  const [pending, setPending] = useState<PendingChange | null>(null);
  const shown = useMemo(() => filterUsers(users, { query, role: roleFilter }), [users, query, roleFilter]);
  const requests = useMemo(() => users.filter((user) => user.app_status === ROLES.expertQuery), [users]);
  const counts = useMemo(() => countByRole(users), [users]);
  const columns = useMemo(
    () =>
      userColumns(currentUserId, (user) => (
        <RoleMenu
          name={displayName(user)}
          changes={roleChangesFor(user, currentUserId)}
          onOpen={() => onOpenUser(user.user_id)}
          onChoose={(change) => setPending({ user, change })}
        />
      )),
    [currentUserId, onOpenUser],
  );
  const isFiltered = query.trim() !== '' || roleFilter !== '';
  const question = pending ? roleChangeQuestion(pending.change, pending.user, displayName(pending.user)) : null;
  const hasList = !read.isLoading && read.error === null;

  return (
    <Page
      title="Nutzer"
      actions={
        <Button variant="primary" icon="plus" onClick={onAddUser}>
          Nutzer anlegen
        </Button>
      }
    >
      {hasList ? (
        <ExpertRequests
          requests={requests}
          onApprove={(user) => setPending({ user, change: APPROVE })}
          onReject={(user) => setPending({ user, change: REJECT })}
        />
      ) : null}

      <ListToolbar role="search" aria-label="Nutzer filtern">
        <ListSearchField
          label="Name oder E-Mail suchen"
          icon="search"
          isClearable
          value={query}
          onChange={onQueryChange}
          autoComplete="off"
        />
        <ListFilterField
          label="Rolle"
          placeholder="Alle Rollen"
          value={roleFilter}
          onChange={(value) => onRoleFilterChange(value as Role | '')}
          options={ALL_ROLES.map((role) => ({ value: role, label: `${userRoleLabel(role)} (${counts[role] ?? 0})` }))}
        />
        {hasList ? (
          <ListCount role="status">
            {isFiltered ? `${shown.length} von ${users.length} Nutzern` : `${users.length} Nutzer`}
          </ListCount>
        ) : null}
      </ListToolbar>

      <Table
        caption="Alle Nutzer"
        columns={columns}
        rows={shown}
        getRowId={(user) => user.user_id}
        defaultSort={DEFAULT_SORT}
        query={read}
        onRowClick={(user) => onOpenUser(user.user_id)}
        minWidth="52rem"
        emptyMessage={isFiltered ? 'Keine Nutzer gefunden.' : 'Noch keine Nutzer vorhanden.'}
        emptyAction={
          isFiltered ? (
            <Button
              onClick={() => {
                onQueryChange('');
                onRoleFilterChange('');
              }}
            >
              Filter zurücksetzen
            </Button>
          ) : (
            <Button variant="primary" icon="plus" onClick={onAddUser}>
              Nutzer anlegen
            </Button>
          )
        }
      />

      {pending && question ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={question.title}
          message={question.message}
          confirmLabel={question.confirmLabel}
          tone={question.tone}
          onConfirm={() => onChangeRole(pending.user, pending.change)}
        />
      ) : null}
    </Page>
  );
}
