import type { KarteInsert } from '../contract/tables';
import { isEpsgCode } from '../domainValues';
import type { Client } from '../entities';
import { TEXT_LIMITS } from './textLimits';

/**
 * "Karte anlegen" (POST /karte): the scan's name and pixel size are required (KarteInsert),
 * the rest can follow in the map's metadata. Ranges (a year of four digits, at least one
 * pixel) are the number fields' own checks; these are the rules of the whole form.
 */
export interface CreateMapForm {
  map_name: string;
  /** The select's value: a client id, '' for none. */
  client_id: string;
  width: number | null;
  height: number | null;
  din: string;
  jahr: number | null;
  scale: number | null;
  res: number | null;
  /** The select's value: an EPSG code, '' for the client's. */
  epsg: string;
}

export const EMPTY_CREATE_MAP_FORM: CreateMapForm = {
  map_name: '',
  client_id: '',
  width: null,
  height: null,
  din: '',
  jahr: null,
  scale: null,
  res: null,
  epsg: '',
};

export const MAX_MAP_NAME_LENGTH = TEXT_LIMITS['karte.map_name'];

export type CreateMapErrors = Partial<Record<'map_name' | 'width' | 'height', string>>;

export function validateCreateMapForm(form: CreateMapForm): CreateMapErrors {
  const errors: CreateMapErrors = {};
  const name = form.map_name.trim();
  if (name === '') errors.map_name = 'Bitte einen Namen eingeben.';
  else if (name.length > MAX_MAP_NAME_LENGTH)
    errors.map_name = `Der Name darf höchstens ${MAX_MAP_NAME_LENGTH} Zeichen lang sein.`;
  if (form.width === null) errors.width = 'Bitte die Breite in Pixeln eingeben.';
  if (form.height === null) errors.height = 'Bitte die Höhe in Pixeln eingeben.';
  return errors;
}

/**
 * The body of POST /karte for a valid form: the name trimmed, empty choices null, a new map
 * in status "neu". Without its own coordinate system the map takes its client's.
 */
export function toKarteInsert(
  form: CreateMapForm,
  clients: readonly (Pick<Client, 'client_id'> & Partial<Pick<Client, 'epsg'>>)[],
): KarteInsert {
  if (form.width === null || form.height === null) throw new Error('Die Karte ist nicht vollständig.');
  const client = clients.find((c) => String(c.client_id) === form.client_id);
  const chosen = Number(form.epsg);
  const epsg = form.epsg !== '' && isEpsgCode(chosen) ? chosen : (client?.epsg ?? null);
  return {
    map_name: form.map_name.trim(),
    width: form.width,
    height: form.height,
    client_id: client?.client_id ?? null,
    din: form.din || null,
    jahr: form.jahr,
    scale: form.scale,
    res: form.res,
    epsg,
    status: 'neu',
  };
}
