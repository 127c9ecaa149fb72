import type { RpcParams } from '../contract';
import { textOrNull, validateEmail, validateName } from './fields';

export type AddUserParams = RpcParams<'a_add_user'>;

/** What the person types in "Nutzer anlegen"; `client_id` is the select's value ('' for none). */
export interface AddUserForm {
  mail: string;
  first_name: string;
  last_name: string;
  client_id: string;
  kataster_enabled: boolean;
  apus_team: boolean;
  apus_admin: boolean;
}

export const EMPTY_ADD_USER_FORM: AddUserForm = {
  mail: '',
  first_name: '',
  last_name: '',
  client_id: '',
  kataster_enabled: false,
  apus_team: false,
  apus_admin: false,
};

export type AddUserErrors = Partial<Record<'mail' | 'first_name' | 'last_name', string>>;

/** The e-mail is required and checked; names are optional (requirements §5) and only limited in length. */
export function validateAddUserForm(form: AddUserForm): AddUserErrors {
  const errors: AddUserErrors = {};
  const mail = validateEmail(form.mail);
  const first = validateName(form.first_name, 'Vorname');
  const last = validateName(form.last_name, 'Nachname');
  if (mail) errors.mail = mail;
  if (first) errors.first_name = first;
  if (last) errors.last_name = last;
  return errors;
}

/**
 * The payload of `a_add_user`. requirements §5: "first_name and last_name are optional (null if
 * empty)". Cadastre access belongs to a client connection, so without a client it is false.
 */
export function toAddUserParams(form: AddUserForm): AddUserParams {
  const clientId = form.client_id === '' ? null : Number(form.client_id);
  return {
    mail: form.mail.trim(),
    first_name: textOrNull(form.first_name),
    last_name: textOrNull(form.last_name),
    kataster_enabled: clientId !== null && form.kataster_enabled,
    apus_team: form.apus_team,
    apus_admin: form.apus_admin,
    client_id: clientId,
  };
}
