import type { RpcParams } from '../contract';
import type { User } from '../entities';
import { textOrNull, validateName, validatePhone } from './fields';
import { lengthError } from './textLimits';

export type UpdateUserParams = RpcParams<'a_update_user'>;

/** The profile form as typed; every field is text ('' for none). */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  berufsgruppe: string;
}

export const EMPTY_PROFILE: ProfileFormValues = { first_name: '', last_name: '', phone: '', berufsgruppe: '' };

export function profileValuesOf(
  user: Pick<User, 'first_name' | 'last_name' | 'phone' | 'berufsgruppe'>,
): ProfileFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    berufsgruppe: user.berufsgruppe ?? '',
  };
}

/** Equal as saved: surrounding spaces do not make a change. */
export function isSameProfile(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return (Object.keys(EMPTY_PROFILE) as (keyof ProfileFormValues)[]).every((key) => a[key].trim() === b[key].trim());
}

export type ProfileErrors = Partial<Record<'first_name' | 'last_name' | 'phone', string>>;

export function validateProfileForm(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const first = validateName(values.first_name, 'Vorname');
  const last = validateName(values.last_name, 'Nachname');
  const phone = validatePhone(values.phone) ?? lengthError(values.phone, 'benutzer.phone');
  if (first) errors.first_name = first;
  if (last) errors.last_name = last;
  if (phone) errors.phone = phone;
  return errors;
}

/**
 * The payload of `a_update_user {first_name, last_name, phone, mail, berufsgruppe}`. The
 * service finds the user by `mail`, so it is the signed-in address, not an edited one.
 */
export function toUpdateUserParams(values: ProfileFormValues, mail: string): UpdateUserParams {
  return {
    first_name: textOrNull(values.first_name),
    last_name: textOrNull(values.last_name),
    phone: textOrNull(values.phone),
    mail,
    berufsgruppe: textOrNull(values.berufsgruppe),
  };
}
