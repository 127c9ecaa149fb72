import { useMessage } from '@waldmonitor/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ConfirmLogout } from './ConfirmLogout';
import { createTemplateClient, type TemplateClient } from './templateClient';
import { templateTokenStorage } from './templateToken';

const TemplateApiContext = createContext<TemplateClient | null>(null);

export interface TemplateApiProviderProps {
  /** The template token (`X-Token`); by default the template part's own stored token, never the identity's. */
  getToken?: () => string | null;
  /** Re-Login's first step; by default the template token is removed. */
  resetToken?: () => void;
  /** Re-Login's second step; by default the page reloads. */
  reload?: () => void;
  /** The API's base; `/prod-api` by default. */
  baseUrl?: string;
  children?: ReactNode;
}

const reloadPage = () => window.location.reload();

/**
 * The template API for the template demo pages: failures show their message for 5 s
 * through the message system, and codes 50008, 50012 and 50014 open 'Confirm logout'
 * (requirements §8). Needs a MessageProvider above it.
 */
export function TemplateApiProvider({
  getToken = templateTokenStorage.get,
  resetToken = templateTokenStorage.clear,
  reload = reloadPage,
  baseUrl,
  children,
}: TemplateApiProviderProps) {
  const message = useMessage();
  const [isLogoutOpen, setLogoutOpen] = useState(false);

  const client = useMemo(
    () =>
      createTemplateClient({
        getToken,
        baseUrl,
        showMessage: (text, duration) => message.show({ type: 'error', text, duration }),
        // A second failure while the dialog is open keeps the one dialog.
        onLoggedOut: () => setLogoutOpen(true),
      }),
    [getToken, baseUrl, message],
  );

  const reLogin = useCallback(() => {
    resetToken();
    reload();
  }, [resetToken, reload]);

  return (
    <TemplateApiContext.Provider value={client}>
      {children}
      <ConfirmLogout isOpen={isLogoutOpen} onOpenChange={setLogoutOpen} onReLogin={reLogin} />
    </TemplateApiContext.Provider>
  );
}

export function useTemplateApi(): TemplateClient {
  const client = useContext(TemplateApiContext);
  if (!client) throw new Error('useTemplateApi() must be called inside a <TemplateApiProvider>.');
  return client;
}
