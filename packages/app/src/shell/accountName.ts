import type { SessionState } from '../session/sessionState';

/**
 * Who is signed in, as the navbar names them: the name from the user data, else its e-mail.
 * When the user data could not be loaded (requirements §4) the identity's e-mail still says
 * who it is; the identity offers no name, and a bare "Konto" would not tell the person
 * whether they signed in as the right one.
 */
export function accountName(session: Pick<SessionState, 'user' | 'email'>): string | undefined {
  const { user } = session;
  if (user) return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return session.email || undefined;
}
