/**
 * An issued invoice is reprinted and exported exactly as it was issued (issue "A business year of
 * billing, part 1"; sql/76_issued_form.sql, model/billing/issuedForm.ts): the demo's draft
 * invoice 60 is issued with one issuer through the data service (the SQL in PGlite); then the
 * client moves and the configuration names another issuer. The letter (as the print view
 * renders it) and the XRechnung made from what the editor reads are byte-identical to the ones
 * made at issue, while the live reads show the new address.
 */
import {
  buildXRechnungXml,
  invoiceTermsOf,
  letterSources,
  printableLetter,
  xrechnungInputOf,
  type Issuer,
} from '@waldmonitor/ui/model';
import { Letter } from '@waldmonitor/ui/screens/backoffice/InvoicePrint/Letter';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createTestClient, startMockService } from '../../../api/testHarness';

startMockService();
const service = createTestClient();

const ISSUER: Issuer = {
  name: 'APUS Forstvermessung GmbH',
  addressLines: ['Eberswalder Straße 12'],
  postcode: '16225',
  city: 'Eberswalde',
  countryCode: 'DE',
  steuernummer: '065/108/04711',
  ustId: 'DE287654321',
  bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  contact: { name: 'Katrin Vogt', email: 'rechnung@apus-forst.example', phone: '03334 281790' },
};
const NEW_ISSUER: Issuer = { ...ISSUER, name: 'Umbenannt Vermessung GmbH', addressLines: ['Neue Allee 5'] };

/** The letter and the XRechnung of invoice 60 as the editor makes them, with `configured` as today's issuer. */
async function printAndExport(configured: Issuer) {
  const [issued] = await service.rpc('a_get_issued_invoice', { rechnung_id: 60 });
  const [invoice] = await service.rpc('a_get_invoice_details', { invoice_id: 60 });
  const positions = await service.rpc('a_get_invoice_positions', { invoice_id: 60 });
  const [client] = await service.rpc('a_get_client_details', { client_id: invoice!.client_id! });
  const sources = letterSources(issued?.inhalt ?? null, {
    issuer: configured,
    client: client ?? null,
    invoice: invoice!,
    positions,
  });
  const letter = renderToStaticMarkup(
    <Letter
      kind="rechnung"
      issuer={sources.issuer}
      client={sources.client}
      document={printableLetter(sources.invoice, sources.client)}
      positions={sources.positions}
      terms={invoiceTermsOf(sources.invoice)}
    />,
  );
  return { letter, xml: await buildXRechnungXml(xrechnungInputOf(sources)!), liveClient: client! };
}

it('reprints and exports an issued invoice byte-identically after the client moves and the issuer changes', async () => {
  await service.rpc('a_set_archive_for_rn', { invoice_id: 60, aussteller: ISSUER });
  const atIssue = await printAndExport(ISSUER);
  expect(atIssue.letter).toContain(ISSUER.name);

  const moved = { ...atIssue.liveClient, strasse: 'Umzugstraße 9', plz: '10115', ort: 'Berlin' };
  await service.rpc('a_update_client_details', {
    client_id: moved.client_id,
    name: moved.name,
    name_zusatz: moved.name_zusatz,
    strasse: moved.strasse,
    plz: moved.plz,
    ort: moved.ort,
    ap_gender: moved.ap_gender,
    ap_vorname: moved.ap_vorname,
    ap_nachname: moved.ap_nachname,
    ap_tel: moved.ap_tel,
  });
  const later = await printAndExport(NEW_ISSUER);

  expect(later.liveClient.ort).toBe('Berlin');
  expect(later.letter).toBe(atIssue.letter);
  expect(later.xml).toBe(atIssue.xml);
  expect(later.letter).not.toContain('Umzugstraße');
  expect(later.letter).not.toContain(NEW_ISSUER.name);
});
