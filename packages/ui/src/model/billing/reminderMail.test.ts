import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../screens/backoffice/reminderStoryData';
import { clientMailAddress } from './invoiceMail';
import { reminderMailDraft, reminderPdfFileName } from './reminderMail';

const reminder = { inhalt: CONTENT };

describe('the reminder mail’s template', () => {
  it('greets the contact, names the level, the overdue invoices, the amount and the deadline', () => {
    const draft = reminderMailDraft({ reminder, eMail: 'rechnung@calw.example' });
    expect(draft).toEqual({
      recipient: 'rechnung@calw.example',
      subject: '1. Mahnung Nr. 3 vom 27.11.2026 – APUS Forstvermessung GmbH',
      body: [
        'Sehr geehrte Frau Köhler,',
        '',
        'anbei erhalten Sie unsere 1. Mahnung Nr. 3 vom 27.11.2026 als PDF.',
        'Überfällig sind die Rechnungen Nr. 12 und 30.',
        'Bitte überweisen Sie den Gesamtbetrag von 1.596,22\u00a0€ bis zum 07.12.2026.',
        '',
        'Bei Fragen antworten Sie gern auf diese E-Mail.',
        '',
        'Mit freundlichen Grüßen',
        'Katrin Vogt',
        'APUS Forstvermessung GmbH',
      ].join('\n'),
    });
  });

  it.each<[string, number[], string]>([
    ['one invoice', [12], 'Überfällig ist die Rechnung Nr. 12.'],
    ['three invoices', [12, 30, 45], 'Überfällig sind die Rechnungen Nr. 12, 30 und 45.'],
  ])('names %s as a German list', (_what, ids, line) => {
    const posten = ids.map((rechnung_id) => ({ ...CONTENT.posten[0]!, rechnung_id }));
    const draft = reminderMailDraft({ reminder: { inhalt: { ...CONTENT, posten } }, eMail: null });
    expect(draft.body.split('\n')[3]).toBe(line);
  });

  it('without an address, a contact or an issuer: an empty recipient, the neutral salutation, no signature', () => {
    const inhalt = {
      ...CONTENT,
      bezeichnung: 'Zahlungserinnerung',
      aussteller: null,
      kunde: { ...CONTENT.kunde, ap_nachname: null },
    };
    const draft = reminderMailDraft({ reminder: { inhalt }, eMail: null });
    expect(draft.recipient).toBe('');
    expect(draft.subject).toBe('Zahlungserinnerung Nr. 3 vom 27.11.2026');
    expect(draft.body.startsWith('Sehr geehrte Damen und Herren,\n')).toBe(true);
    expect(draft.body.endsWith('Mit freundlichen Grüßen')).toBe(true);
  });
});

describe('clientMailAddress', () => {
  it.each([
    ['an e-mail address (EM)', { e_schema: 'EM', e_adresse: 'rechnung@calw.example' }, 'rechnung@calw.example'],
    ['a Leitweg-ID (0204)', { e_schema: '0204', e_adresse: '08111-12345-67' }, null],
    ['no e-invoice address', { e_schema: null, e_adresse: null }, null],
    ['fields not read', {}, null],
  ] as const)('%s', (_what, client, address) => {
    expect(clientMailAddress(client)).toBe(address);
  });
});

describe('reminderPdfFileName', () => {
  it.each([
    ['1. Mahnung', '1.-Mahnung-3.pdf'],
    ['Mahnung 1/2 \\ letzte', 'Mahnung-1-2-letzte-3.pdf'],
  ])('names the file of a reminder "%s" %s, without a folder', (bezeichnung, name) => {
    expect(reminderPdfFileName({ inhalt: { ...CONTENT, bezeichnung } })).toBe(name);
  });
});
