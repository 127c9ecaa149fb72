export { CHROME_NUMBER_LOCALE, CHROME_TEXT_DE, type ChromeLocale, type ChromeTextKey } from './chromeText';
export { CHROME_TEXT, CHROME_TEXT_EN, chromeTranslator } from './chromeTextEnglish';
export { useChromeLocale, useChromeText } from './ChromeText';
export { ChromeLocaleProvider } from './ChromeLocaleProvider';
export { createTranslator, interpolate, type Catalog, type Translate } from './translator';
