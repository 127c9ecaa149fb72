import { describe, expect, it } from 'vitest';
import { getDomain } from './publicSuffix';

describe('getDomain without the public-suffix list', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['waldmonitor.example', 'waldmonitor.example'],
    ['demo.waldmonitor.example', 'waldmonitor.example'],
    ['a.b.daten.test.', 'daten.test'],
    ['::1', '::1'],
    ['', null],
    [null, null],
  ])('%j → %j', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
  });
});
