/**
 * The i18n demo's languages: English, German, Chinese, Spanish, Japanese.
 * The language comes from a cookie, else the browser, else English (the template's rule).
 */
export const TEMPLATE_LANGUAGES = ['en', 'de', 'zh', 'es', 'ja'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The cookie the chosen language is kept in (the template's `language`). */
export const LANGUAGE_COOKIE = 'language';

function known(tag: string | null | undefined): TemplateLanguage | undefined {
  const base = tag?.trim().toLowerCase().split('-')[0];
  return TEMPLATE_LANGUAGES.find((language) => language === base);
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function pickLanguage(cookieValue: string | undefined, browserLanguages: readonly string[]): TemplateLanguage {
  return known(cookieValue) ?? browserLanguages.map(known).find((language) => language !== undefined) ?? 'en';
}
