import { I18nScreen } from '@waldmonitor/ui/template';
import { LANGUAGE_COOKIE, pickLanguage, readCookie, type TemplateLanguage } from '@waldmonitor/ui/model';
import { useState } from 'react';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** /template/i18n/index: the language from the cookie, else the browser, else English; a choice is kept in the cookie. */
export function TemplateI18nPage() {
  const [language, setLanguage] = useState<TemplateLanguage>(() =>
    pickLanguage(readCookie(document.cookie, LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]),
  );
  return (
    <I18nScreen
      language={language}
      onLanguageChange={(next) => {
        document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
        setLanguage(next);
      }}
    />
  );
}
