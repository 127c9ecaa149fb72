import { useEffect, useRef } from 'react';
import { triageCommand, type TriageCommand } from '../../../model/review';

/** Targets where a key is typing, not triage. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !['checkbox', 'radio', 'button'].includes((target as HTMLInputElement).type);
}

/**
 * Listens for the triage keys on the document while `isActive`: the expert's focus may sit
 * anywhere on the page (a list row, a button) and the keys still work; in fields and
 * dialogs keys keep their usual meaning.
 */
export function useTriageKeys(isActive: boolean, onCommand: (command: TriageCommand) => void) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const command = triageCommand(event);
      if (!command) return;
      event.preventDefault();
      handler.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive]);
}
