import { MAIL_FILTERS, mailFilterCondition, type UserListFilter } from '@waldmonitor/ui';
import { ALL_ROLES, ROLES, type BenutzerRow } from '@waldmonitor/ui/model';
import type { ListOrder } from '../../api';
import { choiceFilter, defineList, equals } from '../../lists/defineList';
import { useListView } from '../../lists/useListView';

type Row = BenutzerRow;

const BY_NAME: readonly ListOrder<Row>[] = [
  { column: 'last_name', nulls: 'last' },
  { column: 'first_name', nulls: 'last' },
];
const BY_REGISTRATION: readonly ListOrder<Row>[] = [{ column: 'reg_date' }];

/** The columns the list sorts by, as the data service orders them. */
const USER_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: BY_NAME,
  email: [{ column: 'email' }],
  role: [{ column: 'app_status' }],
  berufsgruppe: [{ column: 'berufsgruppe', nulls: 'last' }],
  reg_date: BY_REGISTRATION,
};

/**
 * The users list, every user: `?suche=…&rolle=…&mail=…&sortierung=…&seite=…`, so a filtered,
 * sorted page can be linked and survives a reload (architecture §3: view state).
 */
const USERS_LIST = defineList<'getBenutzer', UserListFilter>({
  call: 'getBenutzer',
  filters: {
    role: choiceFilter('rolle', ALL_ROLES, equals('app_status')),
    mail: choiceFilter('mail', MAIL_FILTERS, (value) => {
      const flag = mailFilterCondition(value);
      return flag ? [{ column: flag.flag, op: 'is', value: flag.value }] : [];
    }),
  },
  sorts: USER_SORTS,
  defaultSort: { key: 'name', direction: 'asc' },
  rowKey: 'user_id',
  pageSize: 25,
});

/**
 * The open expert requests, beside the users list in the same page:
 * `?tab=anfragen&anfragen_suche=…&anfragen_sortierung=…&anfragen_seite=…`, each word in name
 * or e-mail, the oldest registration first (who has waited longest). A busy year has over a
 * thousand (1,541 at the large dataset), so they are a list the service pages and counts,
 * not a read of the first 50.
 */
const REQUESTS_LIST = defineList<'getBenutzer', Record<string, never>>({
  call: 'getBenutzer',
  keyPrefix: 'anfragen_',
  where: [{ column: 'app_status', op: 'eq', value: ROLES.expertQuery }],
  filters: {},
  sorts: { name: BY_NAME, reg_date: BY_REGISTRATION },
  defaultSort: { key: 'reg_date', direction: 'asc' },
  rowKey: 'user_id',
  pageSize: 25,
});

/**
 * The users page's reads: the page of the users list the address asks for, and the page of
 * the open expert requests (whose total the requests' tab shows, whichever tab is open).
 * Called by UsersPage, and by the shell while the page's code loads (ReadAhead), so both go
 * out with the click.
 */
export function useUsersReads() {
  const users = useListView(USERS_LIST);
  const requests = useListView(REQUESTS_LIST);
  return { users, requests };
}
