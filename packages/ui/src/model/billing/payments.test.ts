import { describe, expect, it } from 'vitest';
import type { InvoiceStateRow } from '../contract';
import {
  invoiceStateLine,
  localIsoDate,
  newPaymentForm,
  paymentName,
  paymentParams,
  takesPayments,
  validatePayment,
  type PaymentForm,
} from './payments';

const filled: PaymentForm = { datum: '2026-11-20', betrag: 690, art: 'überweisung', referenz: '', notiz: '' };
const limits = { today: '2026-11-27', invoiceDate: '2026-10-01' };

describe('validatePayment', () => {
  it.each<[string, Partial<PaymentForm>, ReturnType<typeof validatePayment>]>([
    ['a payment as it should be', {}, { betrag: undefined, datum: undefined }],
    ['on the invoice date and today', { datum: '2026-10-01' }, { betrag: undefined, datum: undefined }],
    ['today', { datum: '2026-11-27', betrag: 0.01 }, { betrag: undefined, datum: undefined }],
    ['no amount', { betrag: null }, { betrag: 'Bitte einen Wert eingeben.', datum: undefined }],
    ['zero', { betrag: 0 }, { betrag: 'Der Betrag muss größer als 0,00 € sein.', datum: undefined }],
    [
      'negative',
      { betrag: -50 },
      {
        betrag: 'Der Betrag ist positiv. Eine falsch erfasste Zahlung wird storniert, nicht mit Minus erfasst.',
        datum: undefined,
      },
    ],
    [
      'three decimals',
      { betrag: 12.345 },
      { betrag: 'Bitte höchstens 2 Nachkommastellen eingeben.', datum: undefined },
    ],
    ['two decimals that floats cannot hold exactly', { betrag: 1234.57 }, { betrag: undefined, datum: undefined }],
    ['no date', { datum: '' }, { betrag: undefined, datum: 'Bitte das Zahlungsdatum eingeben.' }],
    [
      'tomorrow',
      { datum: '2026-11-28' },
      { betrag: undefined, datum: 'Das Zahlungsdatum darf nicht in der Zukunft liegen (heute ist der 27.11.2026).' },
    ],
    [
      'before the invoice',
      { datum: '2026-09-30' },
      { betrag: undefined, datum: 'Das Zahlungsdatum darf nicht vor dem Rechnungsdatum (01.10.2026) liegen.' },
    ],
  ])('%s', (_, change, expected) => {
    expect(validatePayment({ ...filled, ...change }, limits)).toEqual(expected);
  });
});

describe('paymentParams', () => {
  it('sends the amount as text with two decimals and empty texts as null', () => {
    expect(paymentParams(60, { ...filled, betrag: 690, referenz: '  ', notiz: ' Teilzahlung ' })).toEqual({
      rechnung_id: 60,
      datum: '2026-11-20',
      betrag: '690.00',
      art: 'überweisung',
      referenz: null,
      notiz: 'Teilzahlung',
    });
    expect(paymentParams(7, { ...filled, betrag: 1234.5, art: 'bar', referenz: 'Kasse 12' })).toMatchObject({
      betrag: '1234.50',
      art: 'bar',
      referenz: 'Kasse 12',
      notiz: null,
    });
  });
});

describe('newPaymentForm', () => {
  it.each([
    [690, 690],
    [0, null],
    [-10.5, null],
    [null, null],
  ])('open %s gives the amount %s', (offen, betrag) => {
    expect(newPaymentForm(offen, '2026-11-27')).toEqual({
      datum: '2026-11-27',
      betrag,
      art: 'überweisung',
      referenz: '',
      notiz: '',
    });
  });
});

describe('localIsoDate', () => {
  it('is the calendar day where the browser is, not UTC', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('paymentName', () => {
  it('names a payment and its counter-entry by date and amount', () => {
    expect(paymentName({ datum: '2026-11-03', betrag: 500 })).toBe('Zahlung vom 03.11.2026 über 500,00\u00a0€');
    expect(paymentName({ datum: '2026-11-03', betrag: -500 })).toBe('Zahlung vom 03.11.2026 über 500,00\u00a0€');
  });
});

const row = (change: Partial<InvoiceStateRow>): InvoiceStateRow => ({
  zustand: 'offen',
  faellig_am: '2026-11-25',
  zahlbetrag: 1190,
  bezahlt: 0,
  skonto: 0,
  offen: 1190,
  tage_ueberfaellig: 0,
  ...change,
});

describe('invoiceStateLine', () => {
  it.each<[string, Partial<InvoiceStateRow>, string, string[]]>([
    ['open', {}, 'Offen', ['offen 1.190,00\u00a0€', 'fällig am 25.11.2026']],
    [
      'partly paid',
      { zustand: 'teilweise bezahlt', bezahlt: 500, offen: 690 },
      'Teilweise bezahlt',
      ['offen 690,00\u00a0€', 'fällig am 25.11.2026'],
    ],
    [
      'overdue',
      { zustand: 'überfällig', faellig_am: '2026-11-15', offen: 690, tage_ueberfaellig: 12 },
      'Überfällig seit 12 Tagen',
      ['offen 690,00\u00a0€', 'fällig am 15.11.2026'],
    ],
    [
      'overdue one day',
      { zustand: 'überfällig', tage_ueberfaellig: 1 },
      'Überfällig seit 1 Tag',
      ['offen 1.190,00\u00a0€', 'fällig am 25.11.2026'],
    ],
    ['paid', { zustand: 'bezahlt', bezahlt: 1190, offen: 0 }, 'Bezahlt', []],
    [
      'paid with Skonto',
      { zustand: 'bezahlt', bezahlt: 1166.2, skonto: 23.8, offen: 0 },
      'Bezahlt (Skonto 23,80\u00a0€)',
      [],
    ],
    ['overpaid', { zustand: 'bezahlt', bezahlt: 1200.5, offen: -10.5 }, 'Bezahlt', ['Guthaben 10,50\u00a0€']],
    [
      'cancelled after a payment',
      { zustand: 'storniert', bezahlt: 200, offen: -200 },
      'Storniert',
      ['Guthaben 200,00\u00a0€'],
    ],
    ['cancelled', { zustand: 'storniert', offen: 0 }, 'Storniert', []],
    ['credit note', { zustand: 'gutschrift', offen: 0 }, 'Stornorechnung', []],
    ['draft', { zustand: 'entwurf', offen: 0 }, 'Entwurf', []],
  ])('%s', (_, change, label, facts) => {
    expect(invoiceStateLine(row(change))).toEqual({ label, facts });
  });
});

describe('takesPayments', () => {
  it.each([
    ['offen', true],
    ['teilweise bezahlt', true],
    ['überfällig', true],
    ['bezahlt', true],
    ['entwurf', false],
    ['storniert', false],
    ['gutschrift', false],
  ] as const)('%s: %s', (state, expected) => {
    expect(takesPayments(state)).toBe(expected);
  });
});
