/** Shown when a failed save carries no message of its own. */
export const FALLBACK_SAVE_ERROR = 'Speichern fehlgeschlagen. Bitte erneut versuchen.';

/**
 * The message of whatever a save rejected with (DESIGN §5: a failed call shows the
 * service's message): an Error, a service error body or a text.
 */
export function errorMessage(cause: unknown, fallback = FALLBACK_SAVE_ERROR): string {
  if (typeof cause === 'string' && cause.trim()) return cause;
  if (typeof cause === 'object' && cause !== null && 'message' in cause) {
    const { message } = cause as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
