/**
 * Our XRechnung UBL (xrechnungUbl.ts, the one mapping of an invoice to EN 16931) as the invoice
 * JSON @e-invoice-eu/core writes its other syntaxes from: element names as keys, attributes as
 * "name@attribute", arrays where the library's schema wants arrays. A credit note's few
 * differently named elements take the invoice's names: the library writes a credit note as an
 * invoice with type code 381.
 */
import { invoiceSchema, type Invoice } from '@e-invoice-eu/core';

type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema>; items?: Schema };

/** Follows a local `$ref` of the library's schema. */
function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], invoiceSchema);
  return { ...(target as Schema), ...schema, $ref: undefined };
}

const INVOICE_NAME: Record<string, string> = {
  'cbc:CreditNoteTypeCode': 'cbc:InvoiceTypeCode',
  'cac:CreditNoteLine': 'cac:InvoiceLine',
  'cbc:CreditedQuantity': 'cbc:InvoicedQuantity',
};

/** Which syntax and profile the XML names (BT-24, BT-23): each format sets its own. */
const FORMAT_OWN = new Set(['cbc:CustomizationID', 'cbc:ProfileID']);

function jsonOf(element: Element, schema: Schema, path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const child of Array.from(element.children)) {
    const name = INVOICE_NAME[child.tagName] ?? child.tagName;
    const property = schema.properties?.[name];
    if (!property) throw new Error(`${path}/${name} is not in the library's invoice schema`);
    const resolved = resolve(property);
    const isArray = resolved.type === 'array';
    const itemSchema = resolve(isArray ? (resolved.items as Schema) : resolved);
    const value = child.children.length > 0 ? jsonOf(child, itemSchema, `${path}/${name}`) : (child.textContent ?? '');
    if (isArray) ((out[name] ??= []) as unknown[]).push(value);
    else out[name] = value;
    for (const attribute of Array.from(child.attributes)) out[`${name}@${attribute.name}`] = attribute.value;
  }
  return out;
}

/** The library's invoice JSON of our UBL `xml`; `keepProfile` keeps BT-23/24 (for the UBL check). */
export function libraryInvoiceOf(xml: string, { keepProfile = false } = {}): Invoice {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('the UBL is not well-formed');
  const root = document.documentElement;
  const invoice = jsonOf(root, resolve(invoiceSchema.properties['ubl:Invoice'] as Schema), root.tagName);
  if (!keepProfile) for (const name of FORMAT_OWN) delete invoice[name];
  return { 'ubl:Invoice': invoice } as unknown as Invoice;
}
