/**
 * The issuer (Rechnungsaussteller): the business that writes the offers and invoices.
 * Its name, address, tax number, VAT id and bank account are not in the data service;
 * they come from the runtime `config.json` key `issuer`, so one build
 * serves every business.
 */

export interface IssuerBankAccount {
  iban: string;
  bic?: string;
  bankName?: string;
}

export interface IssuerContact {
  /** The person to ask about an invoice (XRechnung BT-41). */
  name?: string;
  email?: string;
  phone?: string;
}

/** A company's register details, required on business letters by §35a GmbHG. */
export interface IssuerCompany {
  /** Registergericht, e.g. 'Amtsgericht Frankfurt (Oder)'. */
  registerCourt: string;
  /** Registernummer, e.g. 'HRB 12345 FF' (XRechnung BT-30). */
  registerNumber: string;
  /** Geschäftsführer, by full name. */
  managingDirectors: string[];
}

export interface Issuer {
  /** Full name of the business, as it must stand on an invoice (§14 Abs. 4 Nr. 1 UStG). */
  name: string;
  /** Street lines of the address, e.g. ['Am Forsthaus 3']; at least one. */
  addressLines: string[];
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2; 'DE' when the config leaves it out. */
  countryCode: string;
  /** Steuernummer from the tax office; an invoice needs it or the VAT id (§14 Abs. 4 Nr. 2). */
  steuernummer?: string;
  /** Umsatzsteuer-Identifikationsnummer, e.g. 'DE123456789'. */
  ustId?: string;
  bank?: IssuerBankAccount;
  contact?: IssuerContact;
  company?: IssuerCompany;
}

export type IssuerCheck = { ok: true; issuer: Issuer } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Thrown inside the parser only; turned into `{ ok: false }` at its edge. */
class IssuerProblem extends Error {}

function text(obj: Record<string, unknown>, key: string, where: string): string {
  const value = obj[key];
  if (!nonEmpty(value)) throw new IssuerProblem(`„${where}.${key}“ fehlt oder ist leer.`);
  return value.trim();
}

function optionalText(obj: Record<string, unknown>, key: string, where: string): string | undefined {
  const value = obj[key];
  if (value === undefined) return undefined;
  if (!nonEmpty(value)) throw new IssuerProblem(`„${where}.${key}“ muss ein nicht leerer Text sein.`);
  return value.trim();
}

/** IBAN check digits (ISO 13616, mod 97): catches a mistyped account before it is printed on every invoice. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function parseBank(value: unknown): IssuerBankAccount | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new IssuerProblem('„issuer.bank“ muss ein Objekt sein.');
  const iban = text(value, 'iban', 'issuer.bank').replace(/\s+/g, '').toUpperCase();
  if (!isValidIban(iban)) throw new IssuerProblem('„issuer.bank.iban“ ist keine gültige IBAN.');
  const bic = optionalText(value, 'bic', 'issuer.bank');
  const bankName = optionalText(value, 'bankName', 'issuer.bank');
  return { iban, ...(bic ? { bic } : {}), ...(bankName ? { bankName } : {}) };
}

function parseContact(value: unknown): IssuerContact | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new IssuerProblem('„issuer.contact“ muss ein Objekt sein.');
  const contact: IssuerContact = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const field = optionalText(value, key, 'issuer.contact');
    if (field) contact[key] = field;
  }
  return contact;
}

function parseCompany(value: unknown): IssuerCompany | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new IssuerProblem('„issuer.company“ muss ein Objekt sein.');
  const directors = value.managingDirectors;
  if (!Array.isArray(directors) || directors.length === 0 || !directors.every(nonEmpty)) {
    throw new IssuerProblem('„issuer.company.managingDirectors“ braucht mindestens einen Namen.');
  }
  return {
    registerCourt: text(value, 'registerCourt', 'issuer.company'),
    registerNumber: text(value, 'registerNumber', 'issuer.company'),
    managingDirectors: directors.map((name) => name.trim()),
  };
}

function parseAddressLines(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(nonEmpty)) {
    throw new IssuerProblem('„issuer.addressLines“ braucht mindestens eine Zeile (Straße und Hausnummer).');
  }
  return value.map((line) => line.trim());
}

function parse(value: unknown): Issuer {
  if (!isObject(value)) throw new IssuerProblem('„issuer“ muss ein Objekt sein.');
  const countryCode = optionalText(value, 'countryCode', 'issuer') ?? 'DE';
  if (!/^[A-Z]{2}$/.test(countryCode)) {
    throw new IssuerProblem('„issuer.countryCode“ muss ein Ländercode aus zwei Großbuchstaben sein (z. B. „DE“).');
  }
  const steuernummer = optionalText(value, 'steuernummer', 'issuer');
  const ustId = optionalText(value, 'ustId', 'issuer')?.replace(/\s+/g, '');
  if (ustId !== undefined && !/^[A-Z]{2}[A-Z0-9]{2,12}$/.test(ustId)) {
    throw new IssuerProblem('„issuer.ustId“ muss mit dem Ländercode beginnen (z. B. „DE123456789“).');
  }
  const bank = parseBank(value.bank);
  const contact = parseContact(value.contact);
  const company = parseCompany(value.company);
  return {
    name: text(value, 'name', 'issuer'),
    addressLines: parseAddressLines(value.addressLines),
    postcode: text(value, 'postcode', 'issuer'),
    city: text(value, 'city', 'issuer'),
    countryCode,
    ...(steuernummer ? { steuernummer } : {}),
    ...(ustId ? { ustId } : {}),
    ...(bank ? { bank } : {}),
    ...(contact ? { contact } : {}),
    ...(company ? { company } : {}),
  };
}

/**
 * Validates the `issuer` key of `config.json`. The tax number and the VAT id are both
 * optional here: an issuer without either is still shown, and the invoice checklist
 * names what is missing instead of the app refusing to start.
 */
export function parseIssuer(value: unknown): IssuerCheck {
  try {
    return { ok: true, issuer: parse(value) };
  } catch (error) {
    if (error instanceof IssuerProblem) return { ok: false, message: error.message };
    throw error;
  }
}

/** The address as lines for a letter's address field: street lines, then "PLZ Ort". */
export function issuerAddressLines(issuer: Issuer): string[] {
  return [...issuer.addressLines, `${issuer.postcode} ${issuer.city}`];
}

/** The §35a GmbHG line of the letter footer: "Amtsgericht X, HRB 1 · Geschäftsführer: A, B". */
export function issuerCompanyLine(company: IssuerCompany): string {
  const title = company.managingDirectors.length > 1 ? 'Geschäftsführer' : 'Geschäftsführer(in)';
  return `${company.registerCourt}, ${company.registerNumber} · ${title}: ${company.managingDirectors.join(', ')}`;
}
