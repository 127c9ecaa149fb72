import { createContext, useContext, useMemo } from 'react';
import { CHROME_TEXT_DE, type ChromeLocale, type ChromeTextKey } from './chromeText';
import { createTranslator, type Catalog, type Translate } from './translator';

export interface ChromeLanguage {
  locale: ChromeLocale;
  catalog: Catalog<ChromeTextKey>;
}

/**
 * The language of the chrome, with its catalogue: the provider that switches to English
 * (ChromeLocaleProvider.tsx) brings the English catalogue along, so the product's first
 * load carries the German one only.
 */
export const ChromeLanguageContext = createContext<ChromeLanguage>({ locale: 'de', catalog: CHROME_TEXT_DE });

/** The language the chrome speaks here. */
export function useChromeLocale(): ChromeLocale {
  return useContext(ChromeLanguageContext).locale;
}

/** The chrome's translate function for the language around it. */
export function useChromeText(): Translate<ChromeTextKey> {
  const { catalog } = useContext(ChromeLanguageContext);
  return useMemo(() => createTranslator(catalog), [catalog]);
}
