import styled from 'styled-components';
import type { BenutzerRow } from '../../../model/entities';
import { formatDate } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import type { Column } from '../../../primitives/Table';
import { color, fontSize, space, visuallyHidden } from '../../../theme';
import { ListPage, type ListPageState } from '../../shared/ListPage';
import { displayName, listName } from '../userDisplay';

export interface ExpertRequestsProps {
  /** One page of the users with app_status ogf_expert_query, with the total over all pages. */
  requests: ListPageState<BenutzerRow>;
  onApprove: (user: BenutzerRow) => void;
  onReject: (user: BenutzerRow) => void;
  /** Opens /users/{id}, to look at the person before deciding. */
  onOpenUser: (userId: number) => void;
}

/** The table's caption: the toolbar is "Offene Expertenanfragen filtern", the pager "…: Seiten". */
export const EXPERT_REQUESTS_CAPTION = 'Offene Expertenanfragen';

/**
 * The open expert requests (ogf_expert_query) as a list the data service pages, with the
 * total it counts: a busy year has well over a thousand, so the decision sits in each row
 * and the search finds one person's request. Sorted by registration date (the oldest first)
 * or by name; the keys are the sorts the service knows (`REQUEST_SORTS` in the app).
 */
export function ExpertRequests({ requests, onApprove, onReject, onOpenUser }: ExpertRequestsProps) {
  const columns: Column<BenutzerRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: (user) => listName(user),
      cell: (user) => (
        <Who>
          <span>{listName(user)}</span>
          <Detail>{user.email}</Detail>
          <Detail>{user.berufsgruppe ?? 'Keine Berufsgruppe angegeben'}</Detail>
        </Who>
      ),
    },
    {
      key: 'reg_date',
      header: 'Registriert',
      width: '7rem',
      sortable: (user) => user.reg_date,
      cell: (user) => formatDate(user.reg_date),
    },
    {
      key: 'decision',
      header: <Hidden>Entscheidung</Hidden>,
      // Both buttons side by side where there is room, one above the other on a phone.
      width: 'min(32%, 16rem)',
      align: 'end',
      cell: (user) => {
        const name = displayName(user);
        return (
          <Actions>
            <Button
              variant="primary"
              size="sm"
              icon="check"
              aria-label={`Expertenanfrage von ${name} annehmen`}
              onClick={(event) => {
                // The button inside the row does not also open the user.
                event.stopPropagation();
                onApprove(user);
              }}
            >
              Annehmen
            </Button>
            <Button
              size="sm"
              icon="close"
              aria-label={`Expertenanfrage von ${name} ablehnen`}
              onClick={(event) => {
                event.stopPropagation();
                onReject(user);
              }}
            >
              Ablehnen
            </Button>
          </Actions>
        );
      },
    },
  ];

  return (
    <ListPage
      {...requests}
      caption={EXPERT_REQUESTS_CAPTION}
      searchLabel="Name oder E-Mail suchen"
      countLabel={(total, count) => (count === 1 ? '1 offene Anfrage' : `${total} offene Anfragen`)}
      columns={columns}
      getRowId={(user) => user.user_id}
      onRowClick={(user) => onOpenUser(user.user_id)}
      minWidth="20rem"
      emptyMessage="Keine offenen Expertenanfragen. Neue Anfragen erscheinen hier."
      filteredEmptyMessage="Keine Anfrage gefunden."
    />
  );
}

const Who = styled.span`
  display: grid;
  gap: ${space[0]};
  min-width: 0;
`;

const Detail = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
