/**
 * The demo sign-in by e-mail address. The address is sent as typed: requirements §5's
 * trimming is the identity's rule, applied where the address is looked up, so the only
 * rule here is that something is typed.
 */
export interface DemoSignInForm {
  username: string;
}

export const EMPTY_DEMO_SIGN_IN: DemoSignInForm = { username: '' };

export function validateDemoSignInForm(form: DemoSignInForm): Partial<Record<'username', string>> {
  return form.username.trim() === '' ? { username: 'Bitte eine E-Mail-Adresse eingeben.' } : {};
}
