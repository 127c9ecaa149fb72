import { describe, expect, it } from 'vitest';
import { describeThrown } from './errorLog';
import { pickLanguage, readCookie } from './language';

describe('pickLanguage', () => {
  it.each([
    ['ja', ['de-DE'], 'ja'],
    [undefined, ['es-ES', 'en'], 'es'],
    [undefined, ['fr-FR', 'zh-CN'], 'zh'],
    ['klingon', ['fr-FR'], 'en'],
    [undefined, [], 'en'],
  ] as const)('cookie %j and browser %j give %s', (cookie, browser, expected) => {
    expect(pickLanguage(cookie, browser)).toBe(expected);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('sidebarStatus=1; language=de; size=medium', 'language')).toBe('de');
    expect(readCookie('sidebarStatus=1', 'language')).toBeUndefined();
  });
});

describe('describeThrown', () => {
  it('reads errors, strings and objects', () => {
    expect(describeThrown(new TypeError('bad')).message).toBe('bad');
    expect(describeThrown('plain')).toEqual({ message: 'plain', stack: '' });
    expect(describeThrown({ code: 1 })).toEqual({ message: '{"code":1}', stack: '' });
  });
});
