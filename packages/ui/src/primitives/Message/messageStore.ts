export type MessageType = 'success' | 'info' | 'warning' | 'error';

export interface Message {
  id: string;
  type: MessageType;
  /** The German sentence a person reads. */
  text: string;
  /** The service's own text, shown as a separate, secondary line under `text` (architecture §6). */
  details?: string;
  /** A way forward beside the text ("Neu laden" after a conflict); it closes the message. */
  action?: MessageAction;
  /** Milliseconds until the message closes itself; 0 keeps it until the person closes it. */
  duration: number;
}

/** A button in a message: its German label and what it does. */
export interface MessageAction {
  label: string;
  onAction: () => void;
}

/** What a message says: the sentence, and the service's own text apart from it (a `FailureMessage`). */
export interface MessageContent {
  text: string;
  details?: string | null;
  action?: MessageAction;
}

export interface ShowMessageOptions extends MessageContent {
  type: MessageType;
  duration?: number;
}

/** requirements §9: message duration 5 s. */
export const DEFAULT_MESSAGE_DURATION = 5000;

interface Countdown {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

/**
 * The list of shown messages and their timers, without React: the provider subscribes
 * to it, and tests drive it with fake timers. New messages are appended, so the stack
 * reads oldest to newest and nothing moves under the reader's eyes.
 */
export function createMessageStore() {
  let messages: readonly Message[] = [];
  let nextId = 1;
  const countdowns = new Map<string, Countdown>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const startCountdown = (id: string, remaining: number) => {
    countdowns.set(id, { remaining, startedAt: Date.now(), handle: setTimeout(() => dismiss(id), remaining) });
  };

  function show({ type, text, details, action, duration = DEFAULT_MESSAGE_DURATION }: ShowMessageOptions): string {
    // The same message again while it is shown (a guard that decides twice, a double
    // action) is one message: its countdown starts anew instead of a copy stacking up.
    const same = messages.find(
      (message) => message.type === type && message.text === text && message.details === (details ?? undefined),
    );
    if (same) {
      const countdown = countdowns.get(same.id);
      if (countdown) clearTimeout(countdown.handle);
      countdowns.delete(same.id);
      if (same.duration > 0) startCountdown(same.id, same.duration);
      return same.id;
    }
    const id = `message-${nextId++}`;
    messages = [
      ...messages,
      { id, type, text, ...(details ? { details } : {}), ...(action ? { action } : {}), duration },
    ];
    if (duration > 0) startCountdown(id, duration);
    emit();
    return id;
  }

  function dismiss(id: string): void {
    const countdown = countdowns.get(id);
    if (countdown) clearTimeout(countdown.handle);
    countdowns.delete(id);
    if (!messages.some((message) => message.id === id)) return;
    messages = messages.filter((message) => message.id !== id);
    emit();
  }

  /** Holds the countdown while the pointer or focus rests on the message. */
  function pause(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.handle === undefined) return;
    clearTimeout(countdown.handle);
    countdowns.set(id, {
      handle: undefined,
      remaining: Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt)),
      startedAt: countdown.startedAt,
    });
  }

  /** Continues a paused countdown with the time that was left. */
  function resume(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.handle !== undefined) return;
    startCountdown(id, countdown.remaining);
  }

  /** Closes every message and stops every timer (the provider unmounts). */
  function clear(): void {
    countdowns.forEach((countdown) => clearTimeout(countdown.handle));
    countdowns.clear();
    if (messages.length === 0) return;
    messages = [];
    emit();
  }

  return {
    show,
    dismiss,
    pause,
    resume,
    clear,
    getMessages: () => messages,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
