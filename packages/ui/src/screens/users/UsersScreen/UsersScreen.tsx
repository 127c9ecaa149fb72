import { useMemo, useState } from 'react';
import { ACTION_CONFLICTS } from '../../../model/contract/errors';
import type { BenutzerRow, MailFlag, User } from '../../../model/entities';
import { ALL_ROLES, type Role } from '../../../model/roles';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Page } from '../../../primitives/Page';
import { Tabs } from '../../../primitives/Tabs';
import { ListPage, type ListPageState, type ListView } from '../../shared/ListPage';
import { activeFilters, optionChip } from '../../shared/activeFilters';
import { ListFilterField } from '../../shared/listToolbar';
import { MAIL_FILTERS, type MailFilter } from '../mailFlags';
import { displayName, userRoleLabel } from '../userDisplay';
import { ExpertRequests } from './ExpertRequests';
import { MailFlagsDialog } from './MailFlagsDialog';
import { APPROVE, REJECT, roleChangeQuestion, roleChangesFor, type RoleChange } from './roleChanges';
import { RoleMenu } from './RoleMenu';
import { userColumns } from './userColumns';
import type { UsersTab } from './usersTabs';

export interface UsersScreenProps {
  /**
   * One page of users with their mail flags (GET /benutzer), searched (name or e-mail),
   * filtered by role and mail flag, sorted and paged by the service.
   */
  users: ListView<BenutzerRow, UserListFilter>;
  /**
   * The open expert requests (app_status ogf_expert_query), one page of them with the total
   * the service counts, searched, sorted and paged by the service (their own tab).
   */
  requests: ListPageState<BenutzerRow>;
  /** The tab shown: every user, or the open expert requests; the caller keeps it in the URL (`?tab=anfragen`). */
  tab: UsersTab;
  onTabChange: (tab: UsersTab) => void;
  /** The signed-in administrator, whose own role is not offered for change. */
  currentUserId?: number | null;
  /** Opens /users/{id}. */
  onOpenUser: (userId: number) => void;
  /** Opens the "Nutzer anlegen" dialog. */
  onAddUser: () => void;
  /**
   * Sends the confirmed change (a_change_app_status). A rejection keeps the confirmation
   * open with the service's message.
   */
  onChangeRole: (user: User, change: RoleChange) => Promise<unknown>;
  /** Saves one mail flag of a user at once; resolves whether it was saved (a refusal is shown by the caller). */
  onMailFlagChange: (user: BenutzerRow, flag: MailFlag, value: boolean) => Promise<boolean>;
}

/** The users list's filters: role ('' every role) and mail (who gets `mail_new`, or not `-mail_new`; '' all). */
export type UserListFilter = { role: Role | ''; mail: MailFilter };

interface PendingChange {
  user: User;
  change: RoleChange;
}

const COUNT = new Intl.NumberFormat('de-DE');

/**
 * /users/index in two tabs: every user as a list the data service pages (ListPage: search,
 * role and mail filters, sort, the mails each user gets and their change, role changes),
 * and the open expert requests as a list of their own, their number in the tab. A busy year
 * has over a thousand requests: above the users list they pushed it off the screen, so each
 * list has its tab, as user administrations keep "pending approval" apart (GitLab, Discourse).
 */
export function UsersScreen({
  users,
  requests,
  tab,
  onTabChange,
  currentUserId = null,
  onOpenUser,
  onAddUser,
  onChangeRole,
  onMailFlagChange,
}: UsersScreenProps) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [mailsOf, setMailsOf] = useState<BenutzerRow | null>(null);
  const columns = useMemo(
    () =>
      userColumns(
        currentUserId,
        (user) => (
          <RoleMenu
            name={displayName(user)}
            changes={roleChangesFor(user, currentUserId)}
            onOpen={() => onOpenUser(user.user_id)}
            onChoose={(change) => setPending({ user, change })}
          />
        ),
        setMailsOf,
      ),
    [currentUserId, onOpenUser],
  );
  const question = pending ? roleChangeQuestion(pending.change, pending.user, displayName(pending.user)) : null;
  const requestCount = requests.list.data?.total;

  return (
    <Page
      title="Nutzer"
      actions={
        <Button variant="primary" icon="plus" onClick={onAddUser}>
          Nutzer anlegen
        </Button>
      }
    >
      <Tabs<UsersTab>
        label="Nutzerverwaltung"
        value={tab}
        onChange={onTabChange}
        items={[
          {
            value: 'nutzer',
            label: 'Nutzer',
            content: (
              <ListPage
                {...users}
                caption="Alle Nutzer"
                searchLabel="Name oder E-Mail suchen"
                filters={
                  <>
                    <ListFilterField
                      label="Rolle"
                      placeholder="Alle Rollen"
                      value={users.filter.role}
                      onChange={(value) => users.onFilterChange('role', value as Role | '')}
                      options={ALL_ROLES.map((role) => ({ value: role, label: userRoleLabel(role) }))}
                    />
                    <ListFilterField
                      label="Mail"
                      placeholder="Alle Mail-Einstellungen"
                      value={users.filter.mail}
                      onChange={(value) => users.onFilterChange('mail', value as MailFilter)}
                      options={MAIL_FILTERS}
                    />
                  </>
                }
                activeFilters={activeFilters(
                  optionChip(
                    'role',
                    'Rolle',
                    ALL_ROLES.map((role) => ({ value: role, label: userRoleLabel(role) })),
                    users.filter.role,
                    () => users.onFilterChange('role', ''),
                  ),
                  optionChip('mail', 'Mail', MAIL_FILTERS, users.filter.mail, () => users.onFilterChange('mail', '')),
                )}
                countLabel={(total) => `${total} Nutzer`}
                columns={columns}
                getRowId={(user) => user.user_id}
                onRowClick={(user) => onOpenUser(user.user_id)}
                // 46rem: with the mails as a count the columns fit an 800 px window, the actions included.
                minWidth="46rem"
                emptyMessage="Noch keine Nutzer vorhanden."
                filteredEmptyMessage="Keine Nutzer gefunden."
                emptyAction={
                  <Button variant="primary" icon="plus" onClick={onAddUser}>
                    Nutzer anlegen
                  </Button>
                }
              />
            ),
          },
          {
            value: 'anfragen',
            label: (
              <>
                Expertenanfragen{' '}
                {requestCount !== undefined ? (
                  <Badge tone={requestCount > 0 ? 'warning' : 'neutral'} srText="offen">
                    {COUNT.format(requestCount)}
                  </Badge>
                ) : null}
              </>
            ),
            content: (
              <ExpertRequests
                requests={requests}
                onApprove={(user) => setPending({ user, change: APPROVE })}
                onReject={(user) => setPending({ user, change: REJECT })}
                onOpenUser={onOpenUser}
              />
            ),
          },
        ]}
      />

      {mailsOf ? (
        <MailFlagsDialog
          key={mailsOf.user_id}
          user={mailsOf}
          onClose={() => setMailsOf(null)}
          onChange={(flag, value) => onMailFlagChange(mailsOf, flag, value)}
        />
      ) : null}

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
          failed={question.failed}
          conflict={ACTION_CONFLICTS.changeStatus(`Die Rolle von ${displayName(pending.user)}`)}
          onConfirm={() => onChangeRole(pending.user, pending.change)}
        />
      ) : null}
    </Page>
  );
}
