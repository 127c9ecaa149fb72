import { defaultInvoiceTerms, type InvoiceTerms, type Rechnung, withLeitwegCheckDigits } from '@waldmonitor/ui/model';
import type { SeedClient } from './clients';
import type { SeedClientEInvoice } from './types';

/** Public bodies among the clients: towns, markets and districts receive through a Leitweg-ID. */
const PUBLIC_BODY = /^(Stadt|Markt|Kreisstadt|Universitäts-) /;

/**
 * The clients' e-invoice addresses (requirements §3, "E-Rechnung"): public bodies by
 * Leitweg-ID (scheme 0204, also their buyer reference) taking the XRechnung as UBL, businesses
 * by e-mail taking the ZUGFeRD PDF (as migrations/0012 sets an upgraded database's, so the
 * tests' upgraded database equals a new one); every fifth business has none yet, so the demo
 * shows the export's refusal.
 */
export function seedClientEInvoice(clients: readonly SeedClient[]): SeedClientEInvoice[] {
  return clients.flatMap(({ client }, index): SeedClientEInvoice[] => {
    if (PUBLIC_BODY.test(client.name)) {
      const coarse = `${String(client.bundesland === null ? 0 : index + 1).padStart(2, '0')}${(client.plz ?? '00000').slice(0, 5)}0`;
      const leitwegId = withLeitwegCheckDigits(`${coarse}-RE${String(client.client_id).padStart(4, '0')}`);
      return [
        { client_id: client.client_id, e_adresse: leitwegId, e_schema: '0204', leitweg_id: leitwegId, e_format: 'ubl' },
      ];
    }
    if (index % 5 === 3) return [];
    const slug = (client.ort ?? 'kunde')
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-');
    return [
      {
        client_id: client.client_id,
        e_adresse: `rechnung-${client.client_id}@${slug}.example`,
        e_schema: 'EM',
        leitweg_id: null,
        e_format: 'pdf',
      },
    ];
  });
}

/**
 * Invoices whose terms differ from the defaults: the two newest archived invoices of the
 * first client that also has an open invoice were partial invoices (Abschlagsrechnungen), so
 * the demo can write the final invoice that deducts them.
 */
export function seedInvoiceTerms(rechnung: readonly Rechnung[]): InvoiceTerms[] {
  const open = rechnung.find(
    (invoice) =>
      !invoice.archiviert &&
      invoice.client_id !== null &&
      rechnung.filter((other) => other.archiviert && other.client_id === invoice.client_id).length >= 2,
  );
  if (!open) return [];
  return rechnung
    .filter((invoice) => invoice.archiviert && invoice.client_id === open.client_id)
    .slice(-2)
    .map((invoice) => ({ ...defaultInvoiceTerms(invoice.id), art: 'abschlag' }));
}
