import { useEffect, useState, type FocusEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useChromeText, type ChromeTextKey } from '../../i18n';
import { color, controlHeight, fontSize, radii, shadows, space, transitions, visuallyHidden } from '../../theme';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { ServiceDetails } from '../ServiceDetails';
import type { Message, MessageType } from './messageStore';

const typeLabels: Record<MessageType, ChromeTextKey> = {
  success: 'message.success',
  info: 'message.info',
  warning: 'message.warning',
  error: 'message.error',
};

const typeIcons: Record<MessageType, IconName> = {
  success: 'checkCircle',
  info: 'info',
  warning: 'warning',
  error: 'error',
};

/** Errors and warnings interrupt the screen reader; success and info wait their turn. */
const isUrgent = (type: MessageType) => type === 'error' || type === 'warning';

export interface MessageItemProps {
  message: Message;
  onDismiss: (id: string) => void;
  /** Pointer or focus entered the message: its countdown should hold. */
  onPause?: (id: string) => void;
  /** Pointer and focus left the message: its countdown may continue. */
  onResume?: (id: string) => void;
}

/**
 * One message: its type as icon and hidden label, the text, the service's own text as a details
 * line of its own, a close button; hovering or focus holds its countdown.
 */
export function MessageItem({ message, onDismiss, onPause, onResume }: MessageItemProps) {
  const t = useChromeText();
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
      <Body role={isUrgent(message.type) ? 'alert' : 'status'}>
        <Text>
          <TypeLabel>{t(typeLabels[message.type])}: </TypeLabel>
          {message.text}
        </Text>
        <ServiceDetails details={message.details} />
        {message.action ? (
          <ActionButton
            size="sm"
            onClick={() => {
              message.action?.onAction();
              onDismiss(message.id);
            }}
          >
            {message.action.label}
          </ActionButton>
        ) : null}
      </Body>
      <DismissButton type="button" aria-label={t('message.dismiss')} onClick={() => onDismiss(message.id)}>
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

const Body = styled.div`
  flex: 1;
  min-width: 0;
  margin-top: ${space[1]};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;
`;

const ActionButton = styled(Button)`
  margin-top: ${space[2]};
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
