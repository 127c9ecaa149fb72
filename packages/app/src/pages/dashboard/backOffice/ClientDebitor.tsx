import { useMessage } from '@waldmonitor/ui';
import { DebitorCard } from '@waldmonitor/ui/screens/backoffice/ClientDetailScreen/DebitorCard';
import { useRpc, useRpcMutation } from '../../../api';

/**
 * A client's Debitorennummer on its page: a_get_debitor_nr, a_set_debitor_nr (in a form, so a
 * refusal shows at the field) and a_next_debitor_nr's proposal for "Nächste freie Nummer".
 */
export function ClientDebitor({ clientId }: { clientId: number }) {
  const message = useMessage();
  const debitorNr = useRpc('a_get_debitor_nr', { client_id: clientId });
  const suggestion = useRpc('a_next_debitor_nr', {});
  const setDebitorNr = useRpcMutation('a_set_debitor_nr');
  return (
    <DebitorCard
      key={clientId}
      debitorNr={debitorNr}
      suggestion={suggestion}
      onSave={async (debitorNr) => {
        await setDebitorNr({ client_id: clientId, debitor_nr: debitorNr });
        message.success(
          debitorNr === '' ? 'Die Debitorennummer wurde entfernt.' : `Debitorennummer ${debitorNr} gespeichert.`,
        );
      }}
    />
  );
}
