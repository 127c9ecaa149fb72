/**
 * Triage by keyboard for the expert who reviews hundreds of records,
 * with mnemonic German letters and Gmail's j/k for moving. One list feeds the key handler
 * and the shortcut help (`?`), so the help never drifts from what the keys do.
 */
export type TriageCommand =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'publish' }
  | { kind: 'confirm' }
  | { kind: 'ask' }
  | { kind: 'reject' }
  | { kind: 'species'; index: number }
  | { kind: 'undo' }
  | { kind: 'help' };

export const TRIAGE_SHORTCUTS: readonly { keys: string[]; label: string }[] = [
  { keys: ['j', '↓'], label: 'Nächste Meldung' },
  { keys: ['k', '↑'], label: 'Vorherige Meldung' },
  { keys: ['v'], label: 'Veröffentlichen' },
  { keys: ['b'], label: 'Art bestätigen' },
  { keys: ['r'], label: 'Rückfrage an die meldende Person' },
  { keys: ['a'], label: 'Ablehnen (mit Nachricht)' },
  { keys: ['1', '…', '9'], label: 'Art nach ihrer Nummer in der Artenliste wählen' },
  { keys: ['u'], label: 'Letzte Aktion rückgängig machen' },
  { keys: ['?'], label: 'Diese Hilfe zeigen' },
];

export interface TriageKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The command a key press means, or null for keys triage leaves alone (and modified keys). */
export function triageCommand({ key, ctrlKey, metaKey, altKey }: TriageKey): TriageCommand | null {
  if (ctrlKey || metaKey || altKey) return null;
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'next' };
    case 'k':
    case 'ArrowUp':
      return { kind: 'previous' };
    case 'v':
      return { kind: 'publish' };
    case 'b':
      return { kind: 'confirm' };
    case 'r':
      return { kind: 'ask' };
    case 'a':
      return { kind: 'reject' };
    case 'u':
      return { kind: 'undo' };
    case '?':
      return { kind: 'help' };
    default:
      return /^[1-9]$/.test(key) ? { kind: 'species', index: Number(key) - 1 } : null;
  }
}
