import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMessageStore, type ShowMessageOptions } from './messageStore';
import { MessageStack } from './MessageStack';

export interface MessageApi {
  success: (text: string) => string;
  info: (text: string) => string;
  warning: (text: string) => string;
  error: (text: string) => string;
  /** Shows a message; `duration` in ms (default 5000, 0 keeps it until closed). Returns its id. */
  show: (options: ShowMessageOptions) => string;
  dismiss: (id: string) => void;
}

const MessageContext = createContext<MessageApi | null>(null);

/** Holds the messages of the app and renders their stack; components call `useMessage()`. */
export function MessageProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(createMessageStore);
  const messages = useSyncExternalStore(store.subscribe, store.getMessages, store.getMessages);

  useEffect(() => () => store.clear(), [store]);

  const api = useMemo<MessageApi>(
    () => ({
      success: (text) => store.show({ type: 'success', text }),
      info: (text) => store.show({ type: 'info', text }),
      warning: (text) => store.show({ type: 'warning', text }),
      error: (text) => store.show({ type: 'error', text }),
      show: store.show,
      dismiss: store.dismiss,
    }),
    [store],
  );

  return (
    <MessageContext.Provider value={api}>
      {children}
      <MessageStack messages={messages} onDismiss={store.dismiss} onPause={store.pause} onResume={store.resume} />
    </MessageContext.Provider>
  );
}

export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage() must be called inside a <MessageProvider>.');
  return api;
}
