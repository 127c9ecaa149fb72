import { UserDetailScreen, displayName, useMessage, type UserClientRow } from '@waldmonitor/ui';
import { allQueries, type MailFlag } from '@waldmonitor/ui/model';
import { useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { rowOf, useList, useRpc, useRpcAction, useTable, useTableMutation, type ActionOutcome } from '../../api';
import { clientChoiceQuery } from '../../lists/useClientChoice';
import { useViewTitle } from '../../shell/viewTitle';
import { useClientAccounts } from './useClientAccounts';

/** requirements §5: "the user-detail id must be numeric". */
function numericId(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * /users/{user_id}: the `benutzer` row (GET /benutzer?user_id=eq.{id}) with its mail flags
 * and Berufsgruppe (PATCH, optimistic), the user's clients from a_get_user_data, and the
 * client connections (a_connect/disconnect_user_to/from_client, a_add_user_to_client; the
 * client to add searched in a_get_all_clients, the first 20 matches).
 */
export function UserDetailPage() {
  const { user_id: rawId } = useParams();
  const userId = numericId(rawId);
  const message = useMessage();
  const benutzer = rowOf(useTable('getBenutzerById', userId === null ? null : { id: userId }));
  const user = benutzer.data ?? null;
  useViewTitle(user ? `Nutzer ${displayName(user)}` : null);
  // a_get_user_data's `id` is the identity's subject (token `sub`), which the administration does
  // not know for another user: it goes empty, never the numeric user id; the e-mail finds the row.
  const userData = rowOf(useRpc('a_get_user_data', user?.email ? { email: user.email, id: '' } : null));
  const links = userData.data?.clients ?? [];
  const accounts = useClientAccounts(
    userId,
    links.map((link) => link.client_id),
  );
  // The clients to add come from a search on the service: there are too many to read them all.
  const [clientSearch, setClientSearch] = useState('');
  const searched = useDeferredValue(clientSearch.trim());
  const candidates = useList('a_get_all_clients', searched === '' ? null : {}, clientChoiceQuery(searched));
  // Optimistic: a refusal is shown by the write (its text in the affects table), which answers false.
  const patchBenutzer = useTableMutation('patchBenutzer');
  // Actions without a form: each shows its own failure (useRpcAction); the page says what succeeded.
  const setKataster = useRpcAction('a_add_user_to_client', { failed: 'Der Kataster-Zugriff wurde nicht geändert.' });
  const addToClient = useRpcAction('a_add_user_to_client', { failed: 'Der Kunde wurde nicht hinzugefügt.' });
  const connect = useRpcAction('a_connect_user_to_client', { failed: 'Das Konto wurde nicht verbunden.' });
  const disconnect = useRpcAction('a_disconnect_user_from_client', { failed: 'Das Konto wurde nicht getrennt.' });

  const clients: UserClientRow[] = links.map((link) => ({
    ...link,
    isConnected: accounts.data ? accounts.data.includes(link.client_id) : null,
  }));
  const clientName = (clientId: number) =>
    links.find((link) => link.client_id === clientId)?.name ??
    candidates.data?.rows.find((client) => client.client_id === clientId)?.name ??
    `Kunde ${clientId}`;

  /** Says what an action did once it succeeded (its failure it shows itself); resolves to whether it did. */
  const done = async (outcome: Promise<ActionOutcome<unknown>>, text: string, after?: () => Promise<unknown>) => {
    const { ok } = await outcome;
    if (!ok) return false;
    await after?.();
    message.success(text);
    return true;
  };

  const whenKnown = (act: (id: number, email: string, name: string) => Promise<unknown>) =>
    userId === null || user === null ? Promise.resolve() : act(userId, user.email, displayName(user));

  return (
    <UserDetailScreen
      userId={rawId ?? ''}
      user={benutzer}
      // The accounts' state shows per client; only the clients themselves hold the card back.
      clients={{
        ...allQueries([userData, accounts]),
        isLoading: userData.isLoading,
        data: userData.data === undefined ? undefined : clients,
      }}
      clientCandidates={{
        found: candidates.data?.rows ?? [],
        search: clientSearch,
        onSearchChange: setClientSearch,
      }}
      onMailFlagChange={(flag: MailFlag, value: boolean) => whenKnown((id) => patchBenutzer({ id }, { [flag]: value }))}
      onBerufsgruppeChange={(value) =>
        whenKnown(async (id) => {
          if (await patchBenutzer({ id }, { berufsgruppe: value })) message.success('Berufsgruppe gespeichert.');
        })
      }
      onKatasterChange={(clientId, enabled) =>
        whenKnown((id) =>
          done(
            setKataster({ user_id: id, client_id: clientId, kataster_enabled: enabled }),
            `Kataster-Zugriff bei ${clientName(clientId)} ${enabled ? 'eingeschaltet' : 'ausgeschaltet'}.`,
          ),
        )
      }
      onConnect={(clientId) =>
        whenKnown((id, email) =>
          done(
            connect({ username: email, user_id: id, client_id: clientId }),
            `Konto mit ${clientName(clientId)} verbunden.`,
            accounts.mutate,
          ),
        )
      }
      onDisconnect={(clientId) =>
        whenKnown((id, email) =>
          done(
            disconnect({ username: email, user_id: id, client_id: clientId }),
            `Konto von ${clientName(clientId)} getrennt.`,
            accounts.mutate,
          ),
        )
      }
      onAddToClient={({ client_id, kataster_enabled }) =>
        whenKnown((id, _email, name) =>
          done(
            addToClient({ user_id: id, client_id, kataster_enabled }),
            `${name} arbeitet jetzt für ${clientName(client_id)}.`,
          ),
        )
      }
    />
  );
}
