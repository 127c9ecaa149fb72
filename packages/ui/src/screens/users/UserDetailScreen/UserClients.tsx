import { mapQuery, type QueryState } from '../../../model/queryState';
import { ConnectionList, type ConnectionWording } from '../../shared/ConnectionList';
import type { ClientOption } from '../AddUserDialog';
import { clientOptions } from '../../../model/clientOptions';

/** One client the user works with (a_get_user_data `clients`) and whether the login account is connected. */
export interface UserClientRow {
  client_id: number;
  name: string;
  kataster_enabled: boolean;
  /** a_connect_user_to_client / a_disconnect_user_from_client; null while unknown. */
  isConnected: boolean | null;
}

/**
 * The clients a search found (the first few of a_get_all_clients, asked of the service), to add
 * the user to one more: there are too many clients to list them all (2,000 at a busy year).
 */
export interface ClientCandidates {
  found: readonly ClientOption[];
  /** The search for a client to add (name or place). */
  search: string;
  onSearchChange: (text: string) => void;
}

export interface UserClientsProps {
  /** The user's clients, as one read. */
  clients: QueryState<readonly UserClientRow[]>;
  candidates: ClientCandidates;
  onKatasterChange: (clientId: number, enabled: boolean) => unknown;
  onConnect: (clientId: number) => unknown;
  onDisconnect: (clientId: number) => unknown;
  /** `a_add_user_to_client {user_id, client_id, kataster_enabled}`; resolves once saved. */
  onAddToClient: (params: { client_id: number; kataster_enabled: boolean }) => Promise<unknown>;
}

/** The user's side of a client link: the other side named is the client. */
const CLIENT_WORDING: ConnectionWording = {
  katasterLabel: (name) => `Kataster-Zugriff bei ${name}`,
  connectLabel: (name) => `Konto mit ${name} verbinden`,
  disconnectLabel: (name) => `Konto von ${name} trennen`,
  statusLoading: (name) => `Kontostatus bei ${name} wird geladen …`,
  disconnectMessage: (name) =>
    `Das Konto wird von ${name} getrennt. Die Person sieht dann die Daten dieses Kunden nicht mehr, bis das Konto wieder verbunden wird.`,
  loading: 'Kunden werden geladen …',
  loadError: 'Die Kunden konnten nicht geladen werden.',
  empty: 'Noch keinem Kunden zugeordnet.',
  emptyIcon: 'building',
  addGroup: 'Kunde hinzufügen',
  addSelect: 'Weiteren Kunden hinzufügen',
  addPlaceholder: 'Kunden wählen …',
  noneAddable: 'Keine weiteren Kunden',
};

/** The user's clients: cadastre access, the account connection, and adding one more client. */
export function UserClients({ clients, candidates, onAddToClient, ...rest }: UserClientsProps) {
  const linked = new Set((clients.data ?? []).map((client) => client.client_id));
  return (
    <ConnectionList
      {...rest}
      rows={mapQuery(clients, (list) => list.map(({ client_id, ...row }) => ({ id: client_id, ...row })))}
      addSearch={{
        label: 'Kunden suchen',
        text: candidates.search,
        onChange: candidates.onSearchChange,
        hint: 'Erst Name oder Ort suchen',
      }}
      addable={clientOptions(candidates.found.filter((client) => !linked.has(client.client_id)))}
      wording={CLIENT_WORDING}
      onAdd={({ id, kataster_enabled }) => onAddToClient({ client_id: id, kataster_enabled })}
    />
  );
}
