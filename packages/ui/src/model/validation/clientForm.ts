import type { RpcParams } from '../contract';
import type { Client } from '../entities';
import { textOrNull, validatePhone } from './fields';
import { lengthError, TEXT_LIMITS } from './textLimits';

/**
 * The client forms: "Kunde anlegen" (a_add_client {name, strasse, plz, ort}) and the
 * client's master data (a_update_client_details). requirements §5 shows no form messages; these
 * are designed: the name is required, a PLZ has five digits, a phone number is dialable.
 */

/** Two lines of the printed letter's address field (textLimits.ts). */
const MAX_CLIENT_NAME_LENGTH = TEXT_LIMITS['kunde.name'];

export interface AddClientForm {
  name: string;
  strasse: string;
  plz: string;
  ort: string;
}

export const EMPTY_ADD_CLIENT_FORM: AddClientForm = { name: '', strasse: '', plz: '', ort: '' };

export type ClientFormErrors = Partial<Record<keyof ClientDetailsForm, string>>;

export function validateClientName(value: string): string | null {
  const name = value.trim();
  if (name === '') return 'Bitte geben Sie den Namen des Kunden ein.';
  if (name.length > MAX_CLIENT_NAME_LENGTH)
    return `Der Name darf höchstens ${MAX_CLIENT_NAME_LENGTH} Zeichen lang sein.`;
  return null;
}

/** A German PLZ: five digits; empty is allowed (the address may follow later). */
export function validatePlz(value: string): string | null {
  const plz = value.trim();
  if (plz === '' || /^\d{5}$/.test(plz)) return null;
  return 'Die Postleitzahl hat fünf Ziffern, z. B. 01737.';
}

export function validateAddClientForm(form: AddClientForm): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const name = validateClientName(form.name);
  const plz = validatePlz(form.plz);
  const strasse = lengthError(form.strasse, 'kunde.strasse');
  const ort = lengthError(form.ort, 'kunde.ort');
  if (name) errors.name = name;
  if (strasse) errors.strasse = strasse;
  if (plz) errors.plz = plz;
  if (ort) errors.ort = ort;
  return errors;
}

/** The payload of a_add_client: trimmed text; the designed contract takes '' for an empty field. */
export function toAddClientParams(form: AddClientForm): RpcParams<'a_add_client'> {
  return { name: form.name.trim(), strasse: form.strasse.trim(), plz: form.plz.trim(), ort: form.ort.trim() };
}

/** The master data as typed: every field text, '' for empty. */
export interface ClientDetailsForm {
  name: string;
  name_zusatz: string;
  strasse: string;
  plz: string;
  ort: string;
  ap_gender: string;
  ap_vorname: string;
  ap_nachname: string;
  ap_tel: string;
}

export const CLIENT_DETAILS_FIELDS = [
  'name',
  'name_zusatz',
  'strasse',
  'plz',
  'ort',
  'ap_gender',
  'ap_vorname',
  'ap_nachname',
  'ap_tel',
] as const satisfies readonly (keyof ClientDetailsForm)[];

export function clientDetailsForm(client: Client): ClientDetailsForm {
  return Object.fromEntries(
    CLIENT_DETAILS_FIELDS.map((field) => [field, client[field] ?? '']),
  ) as unknown as ClientDetailsForm;
}

export function validateClientDetailsForm(form: ClientDetailsForm): ClientFormErrors {
  const errors: ClientFormErrors = validateAddClientForm(form);
  const zusatz = lengthError(form.name_zusatz, 'kunde.name_zusatz');
  const vorname = lengthError(form.ap_vorname, 'kunde.ap_vorname');
  const nachname = lengthError(form.ap_nachname, 'kunde.ap_nachname');
  const phone = validatePhone(form.ap_tel) ?? lengthError(form.ap_tel, 'kunde.ap_tel');
  if (zusatz) errors.name_zusatz = zusatz;
  if (vorname) errors.ap_vorname = vorname;
  if (nachname) errors.ap_nachname = nachname;
  if (phone) errors.ap_tel = phone;
  return errors;
}

/** The payload of a_update_client_details: the name trimmed, every other empty field null. */
export function toUpdateClientParams(clientId: number, form: ClientDetailsForm): RpcParams<'a_update_client_details'> {
  return {
    client_id: clientId,
    name: form.name.trim(),
    name_zusatz: textOrNull(form.name_zusatz),
    strasse: textOrNull(form.strasse),
    plz: textOrNull(form.plz),
    ort: textOrNull(form.ort),
    ap_gender: textOrNull(form.ap_gender),
    ap_vorname: textOrNull(form.ap_vorname),
    ap_nachname: textOrNull(form.ap_nachname),
    ap_tel: textOrNull(form.ap_tel),
  };
}

/** A `tel:` address from a written number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A Windows path is at most 260 characters (MAX_PATH); the project folder is one. */
export const MAX_ORDNER_LENGTH = TEXT_LIMITS['kunde_settings.ordner'];

/** The client's project folder (a_set_projektordner): optional, limited in length. */
export function validateOrdnerForm(form: { ordner: string }): Partial<Record<'ordner', string>> {
  if (form.ordner.trim().length > MAX_ORDNER_LENGTH)
    return { ordner: `Der Pfad darf höchstens ${MAX_ORDNER_LENGTH} Zeichen lang sein.` };
  return {};
}
