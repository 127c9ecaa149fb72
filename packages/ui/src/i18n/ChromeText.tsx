import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CHROME_TEXT, type ChromeLocale, type ChromeTextKey } from './chromeText';
import { createTranslator, type Translate } from './translator';

const ChromeLocaleContext = createContext<ChromeLocale>('de');

/** The language of the chrome below it; the app sets English around the template part. Without one, German. */
export function ChromeLocaleProvider({ locale, children }: { locale: ChromeLocale; children?: ReactNode }) {
  return <ChromeLocaleContext.Provider value={locale}>{children}</ChromeLocaleContext.Provider>;
}

/** The language the chrome speaks here. */
export function useChromeLocale(): ChromeLocale {
  return useContext(ChromeLocaleContext);
}

/** The chrome's translate function for the language around it. */
export function useChromeText(): Translate<ChromeTextKey> {
  const locale = useChromeLocale();
  return useMemo(() => chromeTranslator(locale), [locale]);
}

/** The chrome's translate function for a language, for code outside React (menu entry builders, tests). */
export function chromeTranslator(locale: ChromeLocale): Translate<ChromeTextKey> {
  return createTranslator(CHROME_TEXT[locale]);
}
