import { describe, expect, it } from 'vitest';
import { STORY_BILLED_CLIENT, STORY_INVOICE, STORY_ISSUER } from '../../screens/backoffice/billingStoryData';
import type { Position } from '../entities';
import { defaultInvoiceTerms } from './einvoice';
import { invoiceMailDraft, invoiceMailProblems, type InvoiceMailSource } from './invoiceMail';

const positions: Position[] = [
  { id: 1, lfd_nr: 1, anzahl: 12.75, einheit: 'km', bez: 'Vermessung', ep: 65 },
  { id: 2, lfd_nr: 2, anzahl: 2.5, einheit: 'Std.', bez: 'Kartierung', ep: 48.9 },
].map((p) => ({ ...p, rechnung_id: STORY_INVOICE.id, erl: null, erl_on: null, erl_titel: null }));

const source: InvoiceMailSource = {
  issuer: STORY_ISSUER,
  client: { ...STORY_BILLED_CLIENT, ap_gender: 'Frau', ap_nachname: 'Köhler' },
  invoice: { ...STORY_INVOICE, rn_datum: '2025-03-14' },
  positions,
  terms: defaultInvoiceTerms(STORY_INVOICE.id),
  eMail: 'rechnung@calw.example',
};

describe('the invoice mail’s template', () => {
  it('greets the contact, names the attachment, the amount and the due date', () => {
    const draft = invoiceMailDraft(source, 'pdf');
    expect(draft.recipient).toBe('rechnung@calw.example');
    expect(draft.subject).toBe(`Rechnung ${STORY_INVOICE.id} vom 14.03.2025 – ${STORY_ISSUER.name}`);
    // 12.75 × 65.00 + 2.5 × 48.90 = 951.00 net, 19 % VAT 180.69: 1,131.69 due 14 days later.
    expect(draft.body.split('\n')).toEqual([
      'Sehr geehrte Frau Köhler,',
      '',
      `anbei erhalten Sie unsere Rechnung Nr. ${STORY_INVOICE.id} vom 14.03.2025 als PDF mit eingebetteter E-Rechnung (ZUGFeRD).`,
      'Bitte überweisen Sie 1.131,69\u00a0€ bis zum 28.03.2025.',
      '',
      'Bei Fragen antworten Sie gern auf diese E-Mail.',
      '',
      'Mit freundlichen Grüßen',
      ...[STORY_ISSUER.contact?.name, STORY_ISSUER.name].filter(Boolean),
    ]);
  });

  it('a credit note is credited, not asked for; the XML forms are named', () => {
    const credit = invoiceMailDraft(
      { ...source, terms: { ...source.terms, art: 'gutschrift', bezug_id: 1, bezug_datum: '2025-03-01' } },
      'cii',
    );
    expect(credit.subject).toMatch(/^Stornorechnung /);
    expect(credit.body).toContain('als E-Rechnung im Format XRechnung (CII).');
    expect(credit.body).toContain('Der Betrag von 1.131,69\u00a0€ wird Ihnen gutgeschrieben.');
  });

  it('without an e-mail address the recipient is left to the person; no contact: the neutral salutation', () => {
    const draft = invoiceMailDraft({ ...source, eMail: null, client: { ...source.client, ap_nachname: null } }, 'ubl');
    expect(draft.recipient).toBe('');
    expect(draft.body.startsWith('Sehr geehrte Damen und Herren,\n')).toBe(true);
  });

  it('refuses what the outbox would, in German, by field', () => {
    expect(invoiceMailProblems({ recipient: 'a@b.de', subject: 'Rechnung', body: 'Text' })).toEqual({});
    expect(invoiceMailProblems({ recipient: '', subject: ' ', body: '' })).toEqual({
      recipient: 'Die E-Mail-Adresse des Empfängers fehlt.',
      subject: 'Der Betreff fehlt.',
      body: 'Der Text der E-Mail fehlt.',
    });
    expect(invoiceMailProblems({ recipient: 'a at b', subject: 'a\nb', body: 'x'.repeat(10_001) })).toEqual({
      recipient: 'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.',
      subject: 'Der Betreff steht in einer Zeile.',
      body: 'Der Text hat höchstens 10000 Zeichen.',
    });
  });
});
