import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BenutzerRow, MailFlag } from '../../../model/entities';
import { formatDate } from '../../../model/time';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { Icon } from '../../../primitives/Icon';
import { Spinner } from '../../../primitives/Spinner';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import type { ClientOption } from '../AddUserDialog';
import { MailFlagList } from '../MailFlagList';
import { displayName, roleTone, userRoleLabel } from '../userDisplay';
import { BerufsgruppeSelect } from './BerufsgruppeSelect';
import { UserClients, type UserClientRow } from './UserClients';

export interface UserDetailScreenProps {
  /** The id from the URL, named in the not-found state. */
  userId: string;
  /** The `benutzer` row; null when the service knows no user with this id. */
  user: BenutzerRow | null;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => unknown;
  clients: readonly UserClientRow[];
  isClientsLoading?: boolean;
  clientsError?: string | null;
  onClientsRetry?: () => unknown;
  allClients: readonly ClientOption[];
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
  const { userId, user, isLoading = false, error = null, onRetry, listPath = '/users/index' } = props;
  const back = (
    <BackLink to={listPath}>
      <Icon name="chevronLeft" />
      Zurück zur Nutzerliste
    </BackLink>
  );

  if (isLoading) {
    return (
      <Layout>
        {back}
        <Title>Nutzerdetails</Title>
        <Spinner size="2em" label="Nutzer wird geladen …" />
      </Layout>
    );
  }
  if (error !== null) {
    return (
      <Layout>
        {back}
        <Title>Nutzerdetails</Title>
        <ErrorState
          headingLevel={2}
          title="Der Nutzer konnte nicht geladen werden."
          message={error}
          onRetry={onRetry}
        />
      </Layout>
    );
  }
  if (user === null) {
    return (
      <Layout>
        {back}
        <Title>Nutzerdetails</Title>
        <EmptyState
          icon="user"
          headingLevel={2}
          title="Nutzer nicht gefunden"
          description={`Es gibt keinen Nutzer mit der Nummer ${userId}. Vielleicht wurde er gelöscht oder der Link ist unvollständig.`}
        />
      </Layout>
    );
  }

  const name = displayName(user);
  return (
    <Layout>
      {back}
      <Header>
        <Title>{name}</Title>
        <Tag label={userRoleLabel(user.app_status)} tone={roleTone(user.app_status)} />
      </Header>

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

      <Columns>
        <Card title="E-Mail-Benachrichtigungen">
          <MailFlagList flags={user} onChange={props.onMailFlagChange} />
        </Card>
        <Card title="Kunden">
          <UserClients
            clients={props.clients}
            isLoading={props.isClientsLoading}
            error={props.clientsError}
            onRetry={props.onClientsRetry}
            allClients={props.allClients}
            onKatasterChange={props.onKatasterChange}
            onConnect={props.onConnect}
            onDisconnect={props.onDisconnect}
            onAddToClient={props.onAddToClient}
          />
        </Card>
      </Columns>
    </Layout>
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

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  min-width: 0;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  align-self: flex-start;
  border-radius: ${radii.sm};
  color: ${color.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
`;

const Title = styled.h1`
  margin: 0;
  min-width: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

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

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${space[4]};
  align-items: start;
`;
