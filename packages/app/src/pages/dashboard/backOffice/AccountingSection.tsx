import { localIsoDate } from '@waldmonitor/ui/model';
import { AccountingScreen } from '@waldmonitor/ui/screens/backoffice/AccountingScreen/AccountingScreen';
import { rowOf, useDataClient, useRpc } from '../../../api';
import { useViewTitle } from '../../../shell/viewTitle';
import { AccountingSettingsPanel } from './AccountingSettingsPanel';

/**
 * Dashboard › Buchhaltung (`?bereich=buchhaltung`): the accountant's export of a period, the
 * DATEV Buchungsstapel (a_get_bookings) and the journal as CSV (a_get_journal), read page by
 * page straight from the client: each page is written to the file and let go, so it is no read
 * to keep in the cache. Beside it the export's settings and revenue accounts.
 */
export function AccountingSection() {
  useViewTitle('Buchhaltung');
  const client = useDataClient();
  const settings = rowOf(useRpc('a_get_accounting_settings', {}));
  return (
    <>
      <AccountingScreen
        settings={settings}
        today={localIsoDate()}
        onFetchBookings={(page) => client.rpc('a_get_bookings', page)}
        onFetchJournal={(page) => client.rpc('a_get_journal', page)}
      />
      <AccountingSettingsPanel settings={settings} />
    </>
  );
}
