import { useEffect, useState, type FocusEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  color,
  controlHeight,
  fontSize,
  radii,
  shadows,
  space,
  transitions,
  visuallyHidden,
  zIndex,
} from '../../theme';
import { Icon, type IconName } from '../Icon';
import type { Message, MessageType } from './messageStore';

/** Marks the stack, so an open dialog or drawer does not treat a click on a message as a click outside. */
export const MESSAGE_STACK_ATTRIBUTE = 'data-message-stack';

export function isInsideMessageStack(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${MESSAGE_STACK_ATTRIBUTE}]`) !== null;
}

export interface MessageStackProps {
  /** Oldest first; the newest message is shown at the bottom. */
  messages: readonly Message[];
  onDismiss: (id: string) => void;
  /** Pointer or focus entered a message: its countdown should hold. */
  onPause?: (id: string) => void;
  /** Pointer and focus left the message: its countdown may continue. */
  onResume?: (id: string) => void;
}

const typeLabels: Record<MessageType, string> = {
  success: 'Erfolg',
  info: 'Hinweis',
  warning: 'Warnung',
  error: 'Fehler',
};

const typeIcons: Record<MessageType, IconName> = {
  success: 'checkCircle',
  info: 'info',
  warning: 'warning',
  error: 'error',
};

/** Errors and warnings interrupt the screen reader; success and info wait their turn. */
const isUrgent = (type: MessageType) => type === 'error' || type === 'warning';

/**
 * The toasts, at the bottom right of the window (issue 10: at the top they covered the
 * fixed header and the page title, where a person looks first). Pure: the list and its
 * timers live in `MessageProvider`.
 */
export function MessageStack({ messages, onDismiss, onPause, onResume }: MessageStackProps) {
  return (
    // The live region stays in the page even when empty, so a message added to it is announced.
    <Stack {...{ [MESSAGE_STACK_ATTRIBUTE]: '' }} aria-live="polite">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />
      ))}
    </Stack>
  );
}

interface MessageItemProps extends Omit<MessageStackProps, 'messages'> {
  message: Message;
}

function MessageItem({ message, onDismiss, onPause, onResume }: MessageItemProps) {
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isHeld = isHovered || isFocused;

  useEffect(() => {
    if (isHeld) onPause?.(message.id);
    else onResume?.(message.id);
  }, [isHeld, message.id, onPause, onResume]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Item
      $type={message.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <TypeIcon name={typeIcons[message.type]} $type={message.type} size="1.25em" />
      <Text role={isUrgent(message.type) ? 'alert' : 'status'}>
        <TypeLabel>{typeLabels[message.type]}: </TypeLabel>
        {message.text}
      </Text>
      <DismissButton type="button" aria-label="Meldung schließen" onClick={() => onDismiss(message.id)}>
        <Icon name="close" />
      </DismissButton>
    </Item>
  );
}

const accents: Record<MessageType, { fg: string; bg: string }> = {
  success: { fg: color.success, bg: color.successBg },
  info: { fg: color.info, bg: color.infoBg },
  warning: { fg: color.warning, bg: color.warningBg },
  error: { fg: color.danger, bg: color.dangerBg },
};

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(${space[2]}); }
  to { opacity: 1; transform: none; }
`;

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

const Item = styled.div<{ $type: MessageType }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[3]} ${space[2]} ${space[3]} ${space[4]};
  border: 1px solid ${(p) => accents[p.$type].fg};
  border-radius: ${radii.md};
  background: ${(p) => accents[p.$type].bg};
  box-shadow: ${shadows.md};
  color: ${color.text};
  /* An open modal sets pointer-events: none on the body; messages stay clickable. */
  pointer-events: auto;
  animation: ${slideIn} ${transitions.normal};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const TypeIcon = styled(Icon)<{ $type: MessageType }>`
  margin-top: ${space[1]};
  color: ${(p) => accents[p.$type].fg};
`;

const Text = styled.p`
  flex: 1;
  margin: ${space[1]} 0 0;
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;
`;

const TypeLabel = styled.span`
  ${visuallyHidden}
`;

const DismissButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${controlHeight.sm};
  height: ${controlHeight.sm};
  padding: 0;
  border: none;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${color.textSecondary};
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover {
    background: ${color.surface};
    color: ${color.text};
  }
`;
