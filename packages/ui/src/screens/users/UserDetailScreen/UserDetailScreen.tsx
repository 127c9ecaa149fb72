import styled from 'styled-components';
import type { BenutzerRow, MailFlag } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { formatDate } from '../../../model/time';
import { Card } from '../../../primitives/Card';
import { Grid } from '../../../primitives/Grid';
import { Page } from '../../../primitives/Page';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, space } from '../../../theme';
import { MailFlagList } from '../MailFlagList';
import { displayName, roleTone, userRoleLabel } from '../userDisplay';
import { BerufsgruppeSelect } from './BerufsgruppeSelect';
import { UserClients, type ClientCandidates, type UserClientRow } from './UserClients';

export interface UserDetailScreenProps {
  /** The id from the URL, named in the not-found state. */
  userId: string;
  /** The `benutzer` row, as one read; null when the service knows no user with this id. */
  user: QueryState<BenutzerRow | null>;
  /** The user's clients, as one read. */
  clients: QueryState<readonly UserClientRow[]>;
  /** The clients a search found, to add the user to one more. */
  clientCandidates: ClientCandidates;
  /** PATCH /benutzer with one mail flag, shown optimistically by the caller. */
  onMailFlagChange: (flag: MailFlag, value: boolean) => unknown;
  /** PATCH /benutzer {berufsgruppe}. */
  onBerufsgruppeChange: (value: string | null) => unknown;
  onKatasterChange: (clientId: number, enabled: boolean) => unknown;
  onConnect: (clientId: number) => unknown;
  onDisconnect: (clientId: number) => unknown;
  onAddToClient: (params: { client_id: number; kataster_enabled: boolean }) => Promise<unknown>;
  /** Where "Zurück zur Nutzerliste" leads. */
  listPath?: string;
}

/** /users/{user_id}: one user's data, role, mail flags and clients. */
export function UserDetailScreen(props: UserDetailScreenProps) {
  const { userId, listPath = '/users/index' } = props;
  const back = { to: listPath, label: 'Zurück zur Nutzerliste' };
  const user = props.user.data ?? null;

  if (user === null || props.user.error !== null) {
    return (
      <Page
        title="Nutzerdetails"
        backLink={back}
        query={props.user}
        loadingLabel="Nutzer wird geladen …"
        errorTitle="Der Nutzer konnte nicht geladen werden."
        state={{
          status: 'notFound',
          icon: 'user',
          title: 'Nutzer nicht gefunden',
          description: `Es gibt keinen Nutzer mit der Nummer ${userId}. Vielleicht wurde er gelöscht oder der Link ist unvollständig.`,
        }}
      />
    );
  }

  return (
    <Page
      title={displayName(user)}
      subtitle={<Tag label={userRoleLabel(user.app_status)} tone={roleTone(user.app_status)} />}
      backLink={back}
    >
      <Card title="Persönliche Daten">
        <Facts>
          <Fact label="E-Mail" value={user.email} />
          <Fact label="Telefon" value={user.phone} />
          <Fact label="Geburtsdatum" value={formatDate(user.geb)} />
          <Fact label="Geschlecht" value={user.geschlecht} />
          <Fact label="Registriert am" value={formatDate(user.reg_date)} />
          <Fact label="Nutzernummer" value={String(user.user_id)} />
        </Facts>
        <BerufsgruppeSelect value={user.berufsgruppe} onChange={props.onBerufsgruppeChange} />
      </Card>

      <Grid minColumnWidth="24rem" alignItems="start">
        <Card title="E-Mail-Benachrichtigungen">
          <MailFlagList flags={user} onChange={props.onMailFlagChange} />
        </Card>
        <Card title="Kunden">
          <UserClients
            clients={props.clients}
            candidates={props.clientCandidates}
            onKatasterChange={props.onKatasterChange}
            onConnect={props.onConnect}
            onDisconnect={props.onDisconnect}
            onAddToClient={props.onAddToClient}
          />
        </Card>
      </Grid>
    </Page>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || <Missing>keine Angabe</Missing>}</dd>
    </div>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${space[3]} ${space[4]};
  margin: 0 0 ${space[4]};
  dt {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Missing = styled.span`
  color: ${color.textSecondary};
  font-style: italic;
`;
