import { describe, expect, it } from 'vitest';
import { chooseDataset, DATASET_KEY, rememberDataset } from './dataset';

describe('chooseDataset', () => {
  it.each([
    ['?daten=gross', null, 'large'],
    ['?daten=GROSS', null, 'large'],
    ['?daten=gro%C3%9F', null, 'large'],
    ['?daten=gross', 'seed', 'large'],
    ['?daten=demo', 'large', 'seed'],
    ['?daten=klein', 'large', 'seed'],
    ['', 'large', 'large'],
    ['?fault=a_get_all_users:500', 'large', 'large'],
    ['?daten=riesig', 'large', 'large'],
    ['?daten=riesig', null, 'seed'],
    ['?daten=', null, 'seed'],
    ['', null, 'seed'],
    ['', 'irgendwas', 'seed'],
  ] as const)('%s with %s remembered → %s', (search, remembered, expected) => {
    expect(chooseDataset(search, remembered)).toBe(expected);
  });
});

describe('rememberDataset', () => {
  const session = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('keeps the large choice for the session until the address asks for the seed', () => {
    const store = session();
    expect(rememberDataset('?daten=gross', store)).toBe('large');
    expect(store.items.get(DATASET_KEY)).toBe('large');
    expect(rememberDataset('', store)).toBe('large');
    expect(rememberDataset('?daten=demo', store)).toBe('seed');
    expect(store.items.has(DATASET_KEY)).toBe(false);
    expect(rememberDataset('', store)).toBe('seed');
  });

  it('follows the address when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(rememberDataset('?daten=gross', refusing)).toBe('large');
    expect(rememberDataset('', refusing)).toBe('seed');
  });
});
