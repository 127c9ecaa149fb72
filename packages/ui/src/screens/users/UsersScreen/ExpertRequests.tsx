import styled from 'styled-components';
import { formatDate } from '../../../model/time';
import type { User } from '../../../model/entities';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';
import { displayName } from '../userDisplay';

export interface ExpertRequestsProps {
  /** Users with app_status ogf_expert_query. */
  requests: readonly User[];
  onApprove: (user: User) => void;
  onReject: (user: User) => void;
}

/** The pending expert requests (ogf_expert_query), highlighted above the table with their decision. */
export function ExpertRequests({ requests, onApprove, onReject }: ExpertRequestsProps) {
  return (
    <Highlighted
      title={
        <>
          Offene Expertenanfragen{' '}
          <Badge
            tone={requests.length > 0 ? 'warning' : 'neutral'}
            srText={requests.length === 1 ? 'Anfrage' : 'Anfragen'}
          >
            {requests.length}
          </Badge>
        </>
      }
    >
      {requests.length === 0 ? (
        <Quiet>Keine offenen Expertenanfragen. Neue Anfragen erscheinen hier.</Quiet>
      ) : (
        <List>
          {requests.map((user) => {
            const name = displayName(user);
            return (
              <Item key={user.user_id}>
                <Who>
                  <Name>{name}</Name>
                  <Detail>{user.email}</Detail>
                  <Detail>
                    {user.berufsgruppe ?? 'Keine Berufsgruppe angegeben'} · registriert am {formatDate(user.reg_date)}
                  </Detail>
                </Who>
                <Actions>
                  <Button
                    variant="primary"
                    size="sm"
                    icon="check"
                    aria-label={`Expertenanfrage von ${name} annehmen`}
                    onClick={() => onApprove(user)}
                  >
                    Annehmen
                  </Button>
                  <Button
                    size="sm"
                    icon="close"
                    aria-label={`Expertenanfrage von ${name} ablehnen`}
                    onClick={() => onReject(user)}
                  >
                    Ablehnen
                  </Button>
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
    </Highlighted>
  );
}

const Highlighted = styled(Card)`
  border-left: ${space[1]} solid ${color.warning};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.warningBg};
`;

const Who = styled.div`
  display: grid;
  gap: ${space[0]};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;
