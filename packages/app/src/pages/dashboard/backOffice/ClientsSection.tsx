import { AddClientDialog, ClientsScreen, useMessage } from '@waldmonitor/ui';
import { backOfficeHref, type RpcParams } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRpcMutation } from '../../../api';
import { useViewTitle } from '../../../shell/viewTitle';
import { useClientsReads } from './clientListQuery';

/**
 * Dashboard › Kunden: a_get_all_clients one page at a time, searched, filtered by Land and
 * cadastre, sorted and counted by the data service; "Kunde anlegen" (a_add_client) opens
 * the new client as its own view.
 */
export function ClientsSection() {
  const navigate = useNavigate();
  const message = useMessage();
  const clients = useClientsReads();
  const addClient = useRpcMutation('a_add_client');
  const [isAddOpen, setAddOpen] = useState(false);
  useViewTitle('Kunden');

  const onOpenClient = useCallback((clientId: number) => navigate(backOfficeHref('kunden', clientId)), [navigate]);

  const onAdd = async (params: RpcParams<'a_add_client'>) => {
    const clientId = await addClient(params);
    message.success(`${params.name} wurde angelegt.`);
    onOpenClient(clientId);
  };

  return (
    <>
      <ClientsScreen clients={clients} onOpenClient={onOpenClient} onAddClient={() => setAddOpen(true)} />
      <AddClientDialog isOpen={isAddOpen} onOpenChange={setAddOpen} onSubmit={onAdd} />
    </>
  );
}
