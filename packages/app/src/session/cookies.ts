import { UI_SIZES, defaultUiSize, type UiSize } from '@waldmonitor/ui';

/** requirements §4: "Its state is kept in a cookie as 1 (open) or 0; open by default when no cookie exists." */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** requirements §4: "The size value is also kept in a cookie." */
export const SIZE_COOKIE = 'size';

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function isSidebarOpened(cookieString: string): boolean {
  return readCookie(cookieString, SIDEBAR_COOKIE) !== '0';
}

export function sidebarCookie(opened: boolean): string {
  return `${SIDEBAR_COOKIE}=${opened ? '1' : '0'}; path=/; SameSite=Lax`;
}

/** requirements §9: "Default UI size medium." */
export function readUiSize(cookieString: string): UiSize {
  const value = readCookie(cookieString, SIZE_COOKIE);
  return UI_SIZES.includes(value as UiSize) ? (value as UiSize) : defaultUiSize;
}

export function sizeCookie(size: UiSize): string {
  return `${SIZE_COOKIE}=${size}; path=/; SameSite=Lax`;
}
