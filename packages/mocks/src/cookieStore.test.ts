import { describe, expect, it } from 'vitest';
import { cookieStore } from './cookieStore';

const pairs = (url: string) => cookieStore.getCookies(url).map((cookie) => cookie.toString());

describe("the mock service's cookie store (msw's, without tough-cookie)", () => {
  it('keeps what a response sets for its host, by name, and gives it to later requests there', async () => {
    await cookieStore.setCookie('session=abc; Path=/; HttpOnly', 'http://app.test/api/login');
    await cookieStore.setCookie('theme=dark, lang=de; Max-Age=60', 'http://app.test/api/settings');
    expect(pairs('http://app.test/other')).toEqual(['session=abc', 'theme=dark', 'lang=de']);
    expect(pairs('http://elsewhere.test/')).toEqual([]);
  });

  it('replaces a cookie of the same name and drops one set to expire', async () => {
    await cookieStore.setCookie('a=1', 'http://b.test/');
    await cookieStore.setCookie('a=2', 'http://b.test/');
    expect(pairs('http://b.test/')).toEqual(['a=2']);
    await cookieStore.setCookie('a=; Max-Age=0', 'http://b.test/');
    await cookieStore.setCookie('c=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://b.test/');
    expect(pairs('http://b.test/')).toEqual([]);
  });

  it('ignores a header without a name', async () => {
    await cookieStore.setCookie('=x; Path=/', 'http://c.test/');
    expect(pairs('http://c.test/')).toEqual([]);
  });
});
