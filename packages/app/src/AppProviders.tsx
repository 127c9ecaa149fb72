import { MessageProvider, useMessage } from '@waldmonitor/ui';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { DataClient } from './api/client';
import { DataServiceProvider } from './api/DataServiceProvider';

/** Failures of optimistic changes go to the message system as errors, and leave it when a later try succeeds. */
function DataService({ client, children }: { client: DataClient; children?: ReactNode }) {
  const message = useMessage();
  return (
    <DataServiceProvider client={client} notify={message.error} dismiss={message.dismiss}>
      {children}
    </DataServiceProvider>
  );
}

export interface AppProvidersProps {
  client: DataClient;
  /** Tests and stories pass a fresh cache per render. */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

/**
 * The providers every connected page needs: SWR, messages and the data-service client.
 * The template mock API's provider belongs to the template part (templateRouter.tsx), so
 * its client and dialog stay out of the product's first load.
 */
export function AppProviders({ client, swr, children }: AppProvidersProps) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}>
      <MessageProvider>
        <DataService client={client}>{children}</DataService>
      </MessageProvider>
    </SWRConfig>
  );
}
