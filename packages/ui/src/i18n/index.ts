export { CHROME_NUMBER_LOCALE, CHROME_TEXT, type ChromeLocale, type ChromeTextKey } from './chromeText';
export { ChromeLocaleProvider, chromeTranslator, useChromeLocale, useChromeText } from './ChromeText';
export { createTranslator, interpolate, type Catalog, type Translate } from './translator';
