import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { Select } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { Switch } from '../../../primitives/Switch';
import { Tag } from '../../../primitives/Tag';
import { color, fontWeights, radii, space } from '../../../theme';
import type { ClientOption } from '../AddUserDialog';

/** One client the user works with (a_get_user_data `clients`) and whether the login account is connected. */
export interface UserClientRow {
  client_id: number;
  name: string;
  kataster_enabled: boolean;
  /** a_connect_user_to_client / a_disconnect_user_from_client; null while unknown. */
  isConnected: boolean | null;
}

export interface UserClientsProps {
  clients: readonly UserClientRow[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => unknown;
  /** Every client, to add the user to one more. */
  allClients: readonly ClientOption[];
  onKatasterChange: (clientId: number, enabled: boolean) => unknown;
  onConnect: (clientId: number) => unknown;
  onDisconnect: (clientId: number) => unknown;
  /** `a_add_user_to_client {user_id, client_id, kataster_enabled}`; resolves once saved. */
  onAddToClient: (params: { client_id: number; kataster_enabled: boolean }) => Promise<unknown>;
}

/** The user's clients: cadastre access, the account connection, and adding one more client. */
export function UserClients({
  clients,
  isLoading = false,
  error = null,
  onRetry,
  allClients,
  onKatasterChange,
  onConnect,
  onDisconnect,
  onAddToClient,
}: UserClientsProps) {
  const [choice, setChoice] = useState('');
  // Disconnecting ends the user's access to the client's data: asked first, as role changes are.
  const [disconnecting, setDisconnecting] = useState<UserClientRow | null>(null);
  const [withKataster, setWithKataster] = useState(false);
  const linked = new Set(clients.map((client) => client.client_id));
  const addable = allClients.filter((client) => !linked.has(client.client_id));

  if (isLoading) return <Spinner label="Kunden werden geladen …" />;
  if (error !== null)
    return <ErrorState title="Die Kunden konnten nicht geladen werden." message={error} onRetry={onRetry} />;

  return (
    <Stack>
      {clients.length === 0 ? (
        <EmptyState icon="building" title="Noch keinem Kunden zugeordnet." />
      ) : (
        <List>
          {clients.map((client) => (
            <Item key={client.client_id}>
              <ClientName>{client.name}</ClientName>
              <Switch
                label={`Kataster-Zugriff bei ${client.name}`}
                isLabelHidden
                checked={client.kataster_enabled}
                onChange={(enabled) => onKatasterChange(client.client_id, enabled)}
              />
              <KatasterText aria-hidden="true">Kataster</KatasterText>
              {client.isConnected === null ? (
                <Spinner label={`Kontostatus bei ${client.name} wird geladen …`} />
              ) : (
                <>
                  <Tag
                    label={client.isConnected ? 'Konto verbunden' : 'Konto nicht verbunden'}
                    tone={client.isConnected ? 'success' : 'neutral'}
                    icon={client.isConnected ? 'link' : 'unlink'}
                  />
                  {client.isConnected ? (
                    <Button
                      size="sm"
                      icon="unlink"
                      aria-label={`Konto von ${client.name} trennen`}
                      onClick={() => setDisconnecting(client)}
                    >
                      Trennen
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      icon="link"
                      aria-label={`Konto mit ${client.name} verbinden`}
                      onClick={() => onConnect(client.client_id)}
                    >
                      Verbinden
                    </Button>
                  )}
                </>
              )}
            </Item>
          ))}
        </List>
      )}

      <AddRow aria-label="Kunde hinzufügen" role="group">
        <ClientSelect
          label="Weiteren Kunden hinzufügen"
          placeholder={addable.length === 0 ? 'Keine weiteren Kunden' : 'Kunden wählen …'}
          disabled={addable.length === 0}
          options={addable.map((client) => ({
            value: String(client.client_id),
            label: client.ort ? `${client.name} (${client.ort})` : client.name,
          }))}
          value={choice}
          onChange={setChoice}
        />
        <Checkbox label="Mit Kataster-Zugriff" checked={withKataster} onChange={setWithKataster} />
        <Button
          icon="plus"
          disabled={choice === ''}
          onClick={async () => {
            await onAddToClient({ client_id: Number(choice), kataster_enabled: withKataster });
            setChoice('');
            setWithKataster(false);
          }}
        >
          Hinzufügen
        </Button>
      </AddRow>
      <ConfirmDialog
        isOpen={disconnecting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDisconnecting(null);
        }}
        title="Konto trennen?"
        message={
          disconnecting
            ? `Das Konto wird von ${disconnecting.name} getrennt. Die Person sieht dann die Daten dieses Kunden nicht mehr, bis das Konto wieder verbunden wird.`
            : ''
        }
        confirmLabel="Trennen"
        tone="danger"
        onConfirm={async () => {
          if (disconnecting) await onDisconnect(disconnecting.client_id);
        }}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
`;

const ClientName = styled.span`
  flex: 1 1 14rem;
  min-width: 0;
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const KatasterText = styled.span`
  margin-left: -${space[2]};
  color: ${color.textSecondary};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  padding-top: ${space[3]};
  border-top: 1px solid ${color.border};
`;

const ClientSelect = styled(Select)`
  flex: 1 1 16rem;
`;
