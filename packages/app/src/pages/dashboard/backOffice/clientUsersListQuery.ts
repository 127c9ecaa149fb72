import type { ClientUsersFilter } from '@waldmonitor/ui';
import { defineList } from '../../../lists/defineList';

/**
 * A client's users (a_get_appusers_from_client) inside the client's view
 * (`?bereich=kunden&id=7&nutzer_suche=…&nutzer_sortierung=…&nutzer_seite=…`): keys of their
 * own, apart from the clients list's `suche`, `sortierung` and `seite`. Each search word in
 * name or e-mail; the name column sorts by surname, then first name.
 */
export const CLIENT_USERS_LIST = defineList<'a_get_appusers_from_client', ClientUsersFilter>({
  call: 'a_get_appusers_from_client',
  keyPrefix: 'nutzer_',
  filters: {},
  sorts: { name: [{ column: 'last_name' }, { column: 'first_name' }] },
  defaultSort: { key: 'name', direction: 'asc' },
  rowKey: 'user_id',
  pageSize: 25,
});
