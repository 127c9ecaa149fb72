import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, isSameProfile, profileValuesOf, toUpdateUserParams, validateProfileForm } from './profileForm';

describe('profileValuesOf', () => {
  it('shows missing values as empty fields', () => {
    expect(profileValuesOf({ first_name: 'Birgit', last_name: null, phone: null, berufsgruppe: 'Sonstige' })).toEqual({
      first_name: 'Birgit',
      last_name: '',
      phone: '',
      berufsgruppe: 'Sonstige',
    });
  });
});

describe('isSameProfile', () => {
  it('ignores surrounding spaces and sees every real change', () => {
    const saved = { ...EMPTY_PROFILE, first_name: 'Birgit' };
    expect(isSameProfile(saved, { ...saved, first_name: ' Birgit ' })).toBe(true);
    expect(isSameProfile(saved, { ...saved, phone: '0351 1' })).toBe(false);
    expect(isSameProfile(saved, { ...saved, berufsgruppe: 'Sonstige' })).toBe(false);
  });
});

describe('validateProfileForm', () => {
  it('accepts an empty form and reports each bad field', () => {
    expect(validateProfileForm(EMPTY_PROFILE)).toEqual({});
    expect(validateProfileForm({ ...EMPTY_PROFILE, first_name: 'x'.repeat(101), phone: 'abc' })).toEqual({
      first_name: 'Der Vorname darf höchstens 100 Zeichen lang sein.',
      phone: 'Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0351 1234567 oder +49 351 1234567.',
    });
  });
});

describe('toUpdateUserParams', () => {
  it('sends trimmed values, empty ones as null, and the signed-in address', () => {
    expect(
      toUpdateUserParams(
        { first_name: ' Birgit ', last_name: '', phone: '0351 1234567', berufsgruppe: '' },
        'buerger@waldmonitor.example',
      ),
    ).toEqual({
      first_name: 'Birgit',
      last_name: null,
      phone: '0351 1234567',
      mail: 'buerger@waldmonitor.example',
      berufsgruppe: null,
    });
  });
});
