import { Stack, useMessage } from '@waldmonitor/ui';
import { formatGermanNumber, type AccountingSettingsRow, type QueryState } from '@waldmonitor/ui/model';
import { AccountingSettingsForm } from '@waldmonitor/ui/screens/backoffice/AccountingSettings/AccountingSettingsForm';
import { RevenueAccounts } from '@waldmonitor/ui/screens/backoffice/AccountingSettings/RevenueAccounts';
import { useRpc, useRpcMutation } from '../../../api';

/**
 * The export's settings in the Buchhaltung: the numbers, chart and fiscal year
 * (a_update_accounting_settings) and the revenue accounts per rate (a_get_revenue_accounts,
 * changed one at a time with a_update_revenue_account). Both writes sit in a form, so they
 * reject and the form shows why (architecture §6); the affects table refreshes the reads.
 */
export function AccountingSettingsPanel({ settings }: { settings: QueryState<AccountingSettingsRow | null> }) {
  const message = useMessage();
  const accounts = useRpc('a_get_revenue_accounts', {});
  const updateSettings = useRpcMutation('a_update_accounting_settings');
  const updateAccount = useRpcMutation('a_update_revenue_account');
  return (
    <Stack gap={4}>
      <AccountingSettingsForm
        settings={settings}
        onSave={async (params) => {
          await updateSettings(params);
          message.success('Die Einstellungen für den DATEV-Export wurden gespeichert.');
        }}
      />
      <RevenueAccounts
        accounts={accounts}
        onUpdate={async (params) => {
          await updateAccount(params);
          message.success(
            `Das Erlöskonto ${params.kontenrahmen} ${formatGermanNumber(Number(params.ust_satz))} % wurde gespeichert.`,
          );
        }}
      />
    </Stack>
  );
}
