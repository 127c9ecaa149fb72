import { describe, expect, it } from 'vitest';
import { isSidebarOpened, readUiSize, sidebarCookie, sizeCookie } from './cookies';

describe('the sidebar cookie (requirements §4)', () => {
  it.each([
    ['', true],
    ['sidebarStatus=1', true],
    ['sidebarStatus=0', false],
    ['size=large; sidebarStatus=0', false],
    ['othersidebarStatus=0', true],
  ])('%j → opened %s', (cookie, opened) => {
    expect(isSidebarOpened(cookie)).toBe(opened);
  });

  it('writes 1 for open and 0 for closed', () => {
    expect(sidebarCookie(true)).toBe('sidebarStatus=1; path=/; SameSite=Lax');
    expect(sidebarCookie(false)).toBe('sidebarStatus=0; path=/; SameSite=Lax');
  });
});

describe('the size cookie (requirements §9: default medium)', () => {
  it.each([
    ['', 'medium'],
    ['size=small', 'small'],
    ['size=default', 'default'],
    ['size=mini', 'mini'],
    ['size=large', 'medium'],
    ['size=huge', 'medium'],
  ])('%j → %s', (cookie, size) => {
    expect(readUiSize(cookie)).toBe(size);
  });

  it('writes the size', () => {
    expect(sizeCookie('mini')).toBe('size=mini; path=/; SameSite=Lax');
  });
});
