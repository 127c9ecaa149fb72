import type { MessageContent } from '@waldmonitor/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataClient } from './client';

export interface DataServiceContextValue {
  client: DataClient;
  /**
   * Shows a German message to the person, e.g. after a failed optimistic change, with the service's
   * text as its details line; may return its id.
   */
  notify: (message: MessageContent) => string | void;
  /** Takes a message shown by `notify` away again (a later try of the same change succeeded). */
  dismiss?: (id: string) => void;
}

const DataServiceContext = createContext<DataServiceContextValue | null>(null);

export interface DataServiceProviderProps {
  /** The client the app created from the runtime config and the identity's `getToken`; tests inject their own. */
  client: DataClient;
  /** Where failures of actions and optimistic changes are reported; the app passes the message system's `error`. */
  notify: (message: MessageContent) => string | void;
  /** Removes a reported failure once it no longer holds; the app passes the message system's `dismiss`. */
  dismiss?: (id: string) => void;
  children?: ReactNode;
}

/** Holds the data-service client for the hooks below it. */
export function DataServiceProvider({ client, notify, dismiss, children }: DataServiceProviderProps) {
  const value = useMemo(() => ({ client, notify, dismiss }), [client, notify, dismiss]);
  return <DataServiceContext.Provider value={value}>{children}</DataServiceContext.Provider>;
}

export function useDataService(): DataServiceContextValue {
  const value = useContext(DataServiceContext);
  if (!value) throw new Error('useDataService() must be called inside a <DataServiceProvider>.');
  return value;
}

export function useDataClient(): DataClient {
  return useDataService().client;
}
