import { describe, expect, it } from 'vitest';
import {
  accountingSettingsDraft,
  toUpdateAccountingSettingsParams,
  validateAccountingSettings,
  validateDebitorDraft,
  validateRevenueAccount,
  type AccountingSettingsDraft,
} from './accountingSettings';

const draft: AccountingSettingsDraft = {
  berater_nr: '29098',
  mandant_nr: '55003',
  kontenrahmen: 'SKR03',
  wj_beginn: '1',
  bankkonto: '1200',
};

describe('accounting settings', () => {
  it('reads a stored row into the form, and the defaults without numbers as empty fields', () => {
    expect(
      accountingSettingsDraft({
        berater_nr: null,
        mandant_nr: null,
        kontenrahmen: 'SKR04',
        wj_beginn: 7,
        sachkontenlaenge: 4,
        bankkonto: 1800,
      }),
    ).toEqual({ berater_nr: '', mandant_nr: '', kontenrahmen: 'SKR04', wj_beginn: '7', bankkonto: '1800' });
  });

  it.each([
    [{}, {}],
    [{ bankkonto: '' }, {}],
    [
      { berater_nr: '', mandant_nr: ' ' },
      {
        berater_nr: 'Bitte die Beraternummer bei DATEV eingeben.',
        mandant_nr: 'Bitte die Mandantennummer bei DATEV eingeben.',
      },
    ],
    [{ berater_nr: '1000' }, { berater_nr: 'Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.' }],
    [{ mandant_nr: '100000' }, { mandant_nr: 'Die Mandantennummer ist eine ganze Zahl von 1 bis 99999.' }],
    [{ mandant_nr: '12,5' }, { mandant_nr: 'Die Mandantennummer ist eine ganze Zahl von 1 bis 99999.' }],
    [{ bankkonto: '120' }, { bankkonto: 'Das Bankkonto ist eine ganze Zahl von 1000 bis 9999.' }],
  ])('given %o, says %o', (change, errors) => {
    expect(validateAccountingSettings({ ...draft, ...change })).toEqual(errors);
  });

  it('sends the numbers as typed, trimmed, and an empty bank account as null', () => {
    expect(toUpdateAccountingSettingsParams({ ...draft, berater_nr: ' 29098 ', bankkonto: ' ' })).toEqual({
      berater_nr: '29098',
      mandant_nr: '55003',
      kontenrahmen: 'SKR03',
      wj_beginn: '1',
      bankkonto: null,
    });
  });
});

describe('revenue account and Debitorennummer', () => {
  it.each([
    ['8400', {}],
    ['', { konto: 'Bitte das Erlöskonto eingeben.' }],
    ['84000', { konto: 'Das Erlöskonto ist eine ganze Zahl von 1000 bis 9999.' }],
  ])('given the revenue account %s, says %o', (konto, errors) => {
    expect(validateRevenueAccount({ konto })).toEqual(errors);
  });

  it.each([
    ['10000', {}],
    ['69999', {}],
    ['', {}],
    ['9999', { debitor_nr: 'Die Debitorennummer ist eine ganze Zahl von 10000 bis 69999.' }],
    ['70000', { debitor_nr: 'Die Debitorennummer ist eine ganze Zahl von 10000 bis 69999.' }],
    ['1o001', { debitor_nr: 'Die Debitorennummer ist eine ganze Zahl von 10000 bis 69999.' }],
  ])('given the Debitorennummer „%s“, says %o', (debitor_nr, errors) => {
    expect(validateDebitorDraft({ debitor_nr })).toEqual(errors);
  });
});
