import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMessageStore, type MessageContent, type MessageType, type ShowMessageOptions } from './messageStore';
import { MessageStack } from './MessageStack';

/** A sentence, or a sentence with the service's text as its details line (`failureMessage(…)`). */
type Say = (content: string | MessageContent) => string;

export interface MessageApi {
  success: Say;
  info: Say;
  warning: Say;
  error: Say;
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

  const api = useMemo<MessageApi>(() => {
    const say =
      (type: MessageType): Say =>
      (content) =>
        store.show(typeof content === 'string' ? { type, text: content } : { type, ...content });
    return {
      success: say('success'),
      info: say('info'),
      warning: say('warning'),
      error: say('error'),
      show: store.show,
      dismiss: store.dismiss,
    };
  }, [store]);

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
