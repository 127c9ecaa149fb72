import { MessageProvider, useMessage } from '@waldmonitor/ui';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { DataClient } from './api/client';
import { DataServiceProvider } from './api/DataServiceProvider';
import { TemplateApiProvider } from './templateApi';

/** Failures of optimistic changes go to the message system as errors. */
function DataService({ client, children }: { client: DataClient; children?: ReactNode }) {
  const message = useMessage();
  return (
    <DataServiceProvider client={client} notify={message.error}>
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
 * The providers every connected page needs: SWR, messages, the template mock API (with
 * its 'Confirm logout' dialog) and the data-service client.
 */
export function AppProviders({ client, swr, children }: AppProvidersProps) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}>
      <MessageProvider>
        <TemplateApiProvider>
          <DataService client={client}>{children}</DataService>
        </TemplateApiProvider>
      </MessageProvider>
    </SWRConfig>
  );
}
