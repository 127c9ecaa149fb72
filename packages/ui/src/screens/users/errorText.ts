/** The message of whatever a save rejected with (an Error, a service error body or text). */
export function errorText(cause: unknown, fallback = 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.'): string {
  if (typeof cause === 'string' && cause.trim()) return cause;
  if (typeof cause === 'object' && cause !== null && 'message' in cause) {
    const { message } = cause as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
