import { Suspense } from 'react';
import styled from 'styled-components';
import { lazyLoad } from '../../hooks/lazyLoad';
import { space, zIndex } from '../../theme';
import type { MessageItemProps } from './MessageItem';
import type { Message } from './messageStore';

/** Marks the stack, so an open dialog or drawer does not treat a click on a message as a click outside. */
export const MESSAGE_STACK_ATTRIBUTE = 'data-message-stack';

export function isInsideMessageStack(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${MESSAGE_STACK_ATTRIBUTE}]`) !== null;
}

/** The callbacks are each message's (MessageItem, which loads lazily: the types live there). */
export interface MessageStackProps extends Omit<MessageItemProps, 'message'> {
  /** Oldest first; the newest message is shown at the bottom. */
  messages: readonly Message[];
}

/**
 * A message's look loads with the first message, not with the page; the
 * stack itself, an empty live region, is there from the start so that message is announced.
 */
const MessageItem = lazyLoad(() => import('./MessageItem')).component((module) => module.MessageItem);

/** Loads the messages' module ahead of the first message (with the overlays, when the browser is idle). */
export const preloadMessages = MessageItem.preload;

/**
 * The toasts, at the bottom right of the window (at the top they covered the
 * fixed header and the page title, where a person looks first). Pure: the list and its
 * timers live in `MessageProvider`.
 */
export function MessageStack({ messages, onDismiss, onPause, onResume }: MessageStackProps) {
  return (
    // The live region stays in the page even when empty, so a message added to it is announced.
    <Stack {...{ [MESSAGE_STACK_ATTRIBUTE]: '' }} aria-live="polite">
      <Suspense fallback={null}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />
        ))}
      </Suspense>
    </Stack>
  );
}

const Stack = styled.div`
  position: fixed;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  width: min(28rem, calc(100vw - 2 * ${space[4]}));
  /* The empty stack must not swallow clicks meant for the page below it. */
  pointer-events: none;
`;
