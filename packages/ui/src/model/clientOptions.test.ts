import { describe, expect, it } from 'vitest';
import { clientOptions } from './clientOptions';

describe('clientOptions', () => {
  it('sorts by name as German is read: umlauts with their letter, numbers by value, then by place', () => {
    expect(
      clientOptions([
        { client_id: 1, name: 'Zweckverband Forst 10' },
        { client_id: 2, name: 'Ämter am Main', ort: 'Würzburg' },
        { client_id: 3, name: 'Zweckverband Forst 2' },
        { client_id: 4, name: 'Aller-Örtze', ort: 'Celle' },
        { client_id: 5, name: 'Stadt Calw', ort: 'Calw' },
        { client_id: 6, name: 'stadt Bad Urach' },
        { client_id: 7, name: 'Aller-Örtze', ort: 'Bergen' },
      ]),
    ).toEqual([
      { value: '7', label: 'Aller-Örtze (Bergen)' },
      { value: '4', label: 'Aller-Örtze (Celle)' },
      { value: '2', label: 'Ämter am Main (Würzburg)' },
      { value: '6', label: 'stadt Bad Urach' },
      { value: '5', label: 'Stadt Calw (Calw)' },
      { value: '3', label: 'Zweckverband Forst 2' },
      { value: '1', label: 'Zweckverband Forst 10' },
    ]);
  });
});
