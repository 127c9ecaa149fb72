import type { ReactNode } from 'react';
import type { ChromeLocale } from './chromeText';
import { CHROME_TEXT } from './chromeTextEnglish';
import { ChromeLanguageContext } from './ChromeText';

const LANGUAGES = {
  de: { locale: 'de', catalog: CHROME_TEXT.de },
  en: { locale: 'en', catalog: CHROME_TEXT.en },
} as const;

/** The language of the chrome below it; the app sets English around the template part. Without one, German. */
export function ChromeLocaleProvider({ locale, children }: { locale: ChromeLocale; children?: ReactNode }) {
  return <ChromeLanguageContext.Provider value={LANGUAGES[locale]}>{children}</ChromeLanguageContext.Provider>;
}
