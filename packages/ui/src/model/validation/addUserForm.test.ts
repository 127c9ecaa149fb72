import { describe, expect, it } from 'vitest';
import { EMPTY_ADD_USER_FORM, toAddUserParams, validateAddUserForm } from './addUserForm';

describe('toAddUserParams', () => {
  it('sends empty names as null (requirements §5) and no client as null', () => {
    expect(toAddUserParams({ ...EMPTY_ADD_USER_FORM, mail: ' neu@forst.example ', first_name: '  ' })).toEqual({
      mail: 'neu@forst.example',
      first_name: null,
      last_name: null,
      kataster_enabled: false,
      apus_team: false,
      apus_admin: false,
      client_id: null,
    });
  });

  it('sends trimmed names, the client as a number and its cadastre access', () => {
    expect(
      toAddUserParams({
        mail: 'jörg@forst.example',
        first_name: ' Jörg ',
        last_name: 'Müller',
        client_id: '13',
        kataster_enabled: true,
        apus_team: true,
        apus_admin: false,
      }),
    ).toEqual({
      mail: 'jörg@forst.example',
      first_name: 'Jörg',
      last_name: 'Müller',
      kataster_enabled: true,
      apus_team: true,
      apus_admin: false,
      client_id: 13,
    });
  });

  it('drops cadastre access without a client', () => {
    expect(toAddUserParams({ ...EMPTY_ADD_USER_FORM, mail: 'a@b.de', kataster_enabled: true }).kataster_enabled).toBe(
      false,
    );
  });
});

describe('validateAddUserForm', () => {
  it('requires the e-mail and accepts empty names', () => {
    expect(validateAddUserForm(EMPTY_ADD_USER_FORM)).toEqual({ mail: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
    expect(validateAddUserForm({ ...EMPTY_ADD_USER_FORM, mail: 'a@b.de' })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(
      validateAddUserForm({
        ...EMPTY_ADD_USER_FORM,
        mail: 'a@b',
        first_name: 'x'.repeat(101),
        last_name: 'y'.repeat(101),
      }),
    ).toEqual({
      mail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      first_name: 'Der Vorname darf höchstens 100 Zeichen lang sein.',
      last_name: 'Der Nachname darf höchstens 100 Zeichen lang sein.',
    });
  });
});
