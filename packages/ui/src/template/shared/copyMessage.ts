import type { CopyOutcome } from '../../browser/copyText';

/** What a person reads after a copy. */
export function copyMessage(outcome: CopyOutcome, what: string): string {
  if (outcome === 'copied') return `Copied ${what}`;
  if (outcome === 'fallback') return `Copied ${what} (the clipboard was not available, a fallback copied it)`;
  return `Could not copy ${what}: select it and press Ctrl+C`;
}
