import { describe, expect, it } from 'vitest';
import { EMPTY_DEMO_SIGN_IN, validateDemoSignInForm } from './signInForm';

describe('validateDemoSignInForm', () => {
  it('asks for an address when nothing or only spaces are typed', () => {
    expect(validateDemoSignInForm(EMPTY_DEMO_SIGN_IN)).toEqual({ username: 'Bitte eine E-Mail-Adresse eingeben.' });
    expect(validateDemoSignInForm({ username: '   ' })).toEqual({ username: 'Bitte eine E-Mail-Adresse eingeben.' });
  });

  it('takes an address with spaces around it as typed (the identity trims)', () => {
    expect(validateDemoSignInForm({ username: '  experte@waldmonitor.example ' })).toEqual({});
  });
});
