import { Stack, useMessage } from '@waldmonitor/ui';
import { formatDate } from '@waldmonitor/ui/model';
import { BaseRates } from '@waldmonitor/ui/screens/backoffice/DunningSettings/BaseRates';
import { DunningLevels } from '@waldmonitor/ui/screens/backoffice/DunningSettings/DunningLevels';
import { useRpc, useRpcMutation } from '../../../api';

/**
 * The dunning settings in the Mahnwesen: the Mahnstufen (a_get_dunning_levels, changed one at
 * a time with a_update_dunning_level) and the Basiszinssatz (a_get_base_rates,
 * a_set_base_rate). Both writes sit in a form, so they reject and the form shows why
 * (architecture §6); the affects table refreshes the levels, the rates and the proposal.
 */
export function DunningSettingsPanel() {
  const message = useMessage();
  const levels = useRpc('a_get_dunning_levels', {});
  const rates = useRpc('a_get_base_rates', {});
  const updateLevel = useRpcMutation('a_update_dunning_level');
  const setBaseRate = useRpcMutation('a_set_base_rate');
  return (
    <Stack gap={4}>
      <DunningLevels
        levels={levels}
        onUpdate={async (params) => {
          await updateLevel(params);
          message.success(`Mahnstufe ${params.stufe} wurde gespeichert.`);
        }}
      />
      <BaseRates
        rates={rates}
        onSave={async (params) => {
          await setBaseRate(params);
          message.success(`Der Basiszinssatz ab ${formatDate(params.gilt_ab)} wurde gespeichert.`);
        }}
      />
    </Stack>
  );
}
