import styled from 'styled-components';
import type { User } from '../../../model/entities';
import { mapQuery } from '../../../model/queryState';
import type { ClientAppUserRow, ClientUserRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, space } from '../../../theme';
import { ConnectionList, type ConnectionWording } from '../../shared/ConnectionList';
import type { ListView } from '../../shared/ListPage';
import { displayName } from '../../users/userDisplay';

/** The client's users have no filters beside the search. */
export type ClientUsersFilter = Record<string, never>;

export interface ClientPeopleProps {
  clientName: string;
  /**
   * a_get_appusers_from_client one page at a time (25), searched by name or e-mail and sorted
   * by name by the data service: the client's app users with their cadastre access.
   */
  appUsers: ListView<ClientAppUserRow, ClientUsersFilter>;
  /** a_get_users_from_client: the connected accounts; null while unknown. */
  accounts: readonly ClientUserRow[] | null;
  /**
   * The users the search found (a few of a_get_all_users, asked of the service), to add one
   * more to the client: there are too many users to list them all.
   */
  candidates: readonly Pick<User, 'user_id' | 'first_name' | 'last_name' | 'email'>[];
  /** The search for a user to add (name or e-mail). */
  candidateSearch: string;
  onCandidateSearchChange: (text: string) => void;
  /** a_get_apus_team_from_client: the operator's staff who work for every client. */
  apusTeam: readonly ClientUserRow[];
  onKatasterChange: (userId: number, enabled: boolean) => unknown;
  onConnect: (userId: number) => unknown;
  onDisconnect: (userId: number) => unknown;
  onAddUser: (params: { user_id: number; kataster_enabled: boolean }) => Promise<unknown>;
  /** Opens "Nutzer anlegen" for this client. */
  onCreateUser: () => void;
}

/** The client's side of a user link: the other side named is the person. */
const USER_WORDING: ConnectionWording = {
  katasterLabel: (name) => `Kataster-Zugriff für ${name}`,
  connectLabel: (name) => `Konto von ${name} verbinden`,
  disconnectLabel: (name) => `Konto von ${name} trennen`,
  statusLoading: (name) => `Kontostatus von ${name} wird geladen …`,
  disconnectMessage: (name) =>
    `Das Konto von ${name} wird vom Kunden getrennt. Die Person sieht dann die Daten dieses Kunden nicht mehr, bis das Konto wieder verbunden wird.`,
  loading: 'Nutzer werden geladen …',
  loadError: 'Die Nutzer des Kunden konnten nicht geladen werden.',
  empty: 'Diesem Kunden ist noch niemand zugeordnet.',
  emptyIcon: 'users',
  addGroup: 'Nutzer hinzufügen',
  addSelect: 'Vorhandenen Nutzer hinzufügen',
  addPlaceholder: 'Nutzer wählen …',
  noneAddable: 'Keine weiteren Nutzer',
};

/** Dashboard › Kunden › client: who works with the client's data, and the APUS team beside them. */
export function ClientPeople({
  clientName,
  appUsers,
  accounts,
  candidates,
  candidateSearch,
  onCandidateSearchChange,
  apusTeam,
  onAddUser,
  onCreateUser,
  ...rest
}: ClientPeopleProps) {
  // Only the page's links are known: a user linked on another page may be offered, and adding
  // an existing link keeps it (a_add_user_to_client sets its cadastre access).
  const linked = new Set((appUsers.list.data?.rows ?? []).map((user) => user.user_id));
  const connected = accounts ? new Set(accounts.map((account) => account.user_id)) : null;
  return (
    <Card
      title={`Nutzer von ${clientName}`}
      headingLevel={2}
      actions={
        <Button size="sm" icon="plus" onClick={onCreateUser}>
          Nutzer anlegen
        </Button>
      }
    >
      <Body>
        <ConnectionList
          {...rest}
          page={{
            ...appUsers,
            list: mapQuery(appUsers.list, ({ rows, total }) => ({
              total,
              rows: rows.map((user) => ({
                id: user.user_id,
                name: displayName(user),
                kataster_enabled: user.kataster_enabled,
                isConnected: connected ? connected.has(user.user_id) : null,
              })),
            })),
            caption: 'Zugeordnete Nutzer',
            searchLabel: 'Nutzer des Kunden suchen',
            countLabel: (total, count) => (count === 1 ? '1 Nutzer' : `${total} Nutzer`),
            filteredEmptyMessage: 'Keine Nutzer des Kunden gefunden.',
          }}
          addSearch={{
            label: 'Nutzer suchen',
            text: candidateSearch,
            onChange: onCandidateSearchChange,
            hint: 'Erst Name oder E-Mail suchen',
          }}
          addable={candidates
            .filter((user) => !linked.has(user.user_id))
            .map((user) => ({ value: String(user.user_id), label: `${displayName(user)} (${user.email})` }))}
          wording={USER_WORDING}
          onAdd={({ id, kataster_enabled }) => onAddUser({ user_id: id, kataster_enabled })}
        />
        {apusTeam.length > 0 ? (
          <section aria-label="APUS-Team">
            <Subheading>APUS-Team</Subheading>
            <Team>
              {apusTeam.map((member) => (
                <li key={member.user_id}>
                  {displayName(member)}
                  {member.apus_admin ? <Tag label="Administration" tone="info" /> : null}
                </li>
              ))}
            </Team>
          </section>
        ) : null}
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${space[5]};
`;

const Subheading = styled.h3`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
`;

const Team = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textSecondary};
  li {
    display: inline-flex;
    gap: ${space[2]};
    align-items: center;
  }
`;
