import { AddClientDialog, ClientsScreen, useMessage, type ClientFilter } from '@waldmonitor/ui';
import { backOfficeHref, isBundesland, type RpcParams } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRpc, useRpcMutation } from '../../../api';
import { useSearchParamState, useSetViewParams } from '../../../shell/useSearchParamState';
import { useViewTitle } from '../../../shell/viewTitle';

/**
 * Dashboard › Kunden: a_get_all_clients; search, Land and cadastre filter live in the
 * address as state of this view (`&suche=…&land=…&kataster=…`, written with replace);
 * "Kunde anlegen" (a_add_client) opens the new client as its own view.
 */
export function ClientsSection() {
  const navigate = useNavigate();
  const message = useMessage();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const [query, setQuery] = useSearchParamState('suche');
  const clients = useRpc('a_get_all_clients', {});
  const addClient = useRpcMutation('a_add_client');
  const [isAddOpen, setAddOpen] = useState(false);
  useViewTitle('Kunden');

  const land = params.get('land');
  const kataster = params.get('kataster');
  const filter: ClientFilter = {
    query,
    bundesland: isBundesland(land) ? land : '',
    kataster: kataster === 'an' || kataster === 'aus' ? kataster : '',
  };

  const onOpenClient = useCallback((clientId: number) => navigate(backOfficeHref('kunden', clientId)), [navigate]);

  const onAdd = async (params: RpcParams<'a_add_client'>) => {
    const clientId = await addClient(params);
    message.success(`${params.name} wurde angelegt.`);
    onOpenClient(clientId);
  };

  return (
    <>
      <ClientsScreen
        clients={clients}
        filter={filter}
        onFilterChange={(change) => {
          if (change.query !== undefined) setQuery(change.query);
          const rest: Record<string, string | null> = {};
          if (change.bundesland !== undefined) rest.land = change.bundesland;
          if (change.kataster !== undefined) rest.kataster = change.kataster;
          if (Object.keys(rest).length > 0) setViewParams(rest);
        }}
        onOpenClient={onOpenClient}
        onAddClient={() => setAddOpen(true)}
      />
      <AddClientDialog isOpen={isAddOpen} onOpenChange={setAddOpen} onSubmit={onAdd} />
    </>
  );
}
