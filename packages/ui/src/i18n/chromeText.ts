/** The languages the shell's chrome speaks: German in the product, English in the template part (architecture §3). */
export type ChromeLocale = 'de' | 'en';

/**
 * Every string of the chrome (navbar, tags view, settings panel, sidebar, error pages)
 * and the primitives' built-in labels (loading, close, pagination, empty tables), so an
 * English part reads English throughout. The English catalogue is a module of its own
 * (chromeTextEnglish.ts), loaded with the template part only.
 */
export const CHROME_TEXT_DE = {
  'navbar.toggleSidebar': 'Menü ein-/ausklappen',
  'navbar.settings': 'Einstellungen',
  'navbar.account': 'Konto',
  'navbar.userMenu': 'Benutzermenü {name}',
  'navbar.profile': 'Profil',
  'navbar.dashboard': 'Dashboard',
  'navbar.logout': 'Abmelden',
  'navbar.size': 'Größe: {size}',
  'size.default': 'Standard',
  'size.medium': 'Mittel',
  'size.small': 'Klein',
  'size.mini': 'Mini',
  'tags.bar': 'Geöffnete Seiten',
  'tags.menu': 'Aktionen für {tag}',
  'tags.refresh': 'Neu laden',
  'tags.close': 'Schließen',
  'tags.closeOthers': 'Andere schließen',
  'tags.closeAll': 'Alle schließen',
  'tags.closeTag': '{tag} schließen',
  'settings.title': 'Einstellungen',
  'settings.themeColour': 'Themenfarbe',
  'settings.customColour': 'Eigene Farbe',
  'settings.layout': 'Layout',
  'settings.tagsView': 'Tags-Ansicht',
  'settings.tagsViewHint': 'Geöffnete Seiten als Reiter über dem Inhalt',
  'settings.fixedHeader': 'Fixierter Header',
  'settings.fixedHeaderHint': 'Navigationsleiste bleibt beim Scrollen stehen',
  'settings.sidebarLogo': 'Sidebar-Logo',
  'settings.sidebarLogoHint': 'Produktname oben in der Seitenleiste',
  'colour.forestGreen': 'Waldgrün',
  'colour.mossGreen': 'Moosgrün',
  'colour.petrol': 'Petrol',
  'colour.blue': 'Blau',
  'colour.violet': 'Violett',
  'colour.rustBrown': 'Rostbraun',
  'sidebar.label': 'Seitenleiste',
  'sidebar.mainMenu': 'Hauptmenü',
  'sidebar.becomeExpert': 'Experte werden',
  'sidebar.fundedBy': 'Gefördert durch',
  'sidebar.opensInNewTab': '(öffnet in neuem Tab)',
  'breadcrumb.label': 'Brotkrumennavigation',
  'layout.skipToContent': 'Zum Inhalt springen',
  'error.401.title': 'Zugriff verweigert',
  'error.401.body':
    'Für diese Seite fehlt Ihnen die Berechtigung. Wenn Sie glauben, dass das ein Fehler ist, wenden Sie sich an die Administration.',
  'error.404.title': 'Seite nicht gefunden',
  'error.404.body':
    'Die aufgerufene Seite gibt es nicht oder sie wurde verschoben. Prüfen Sie die Adresse oder kehren Sie zum Dashboard zurück.',
  'error.backToDashboard': 'Zurück zum Dashboard',
  'session.retry': 'Erneut laden',
  'ui.loading': 'Wird geladen …',
  'ui.pageLoading': 'Seite wird geladen …',
  'ui.progress': 'Seite wird geladen',
  'ui.close': 'Schließen',
  'ui.confirm': 'Bestätigen',
  'ui.cancel': 'Abbrechen',
  'ui.errorTitle': 'Das hat nicht geklappt.',
  'ui.retry': 'Erneut versuchen',
  'ui.pageLoadFailed': 'Die Seite konnte nicht geladen werden.',
  'ui.tableEmpty': 'Keine Einträge vorhanden.',
  'ui.tableLoading': 'Einträge werden geladen …',
  'ui.selectAll': 'Alle Zeilen auswählen',
  'ui.selectRow': '{row} auswählen',
  'ui.row': 'Zeile {row}',
  'ui.clearInput': 'Eingabe löschen',
  'message.success': 'Erfolg',
  'message.info': 'Hinweis',
  'message.warning': 'Warnung',
  'message.error': 'Fehler',
  'message.dismiss': 'Meldung schließen',
  'pagination.label': 'Seitennavigation',
  'pagination.summary': 'Seite {page} von {pages}',
  'pagination.entry': 'Eintrag',
  'pagination.entries': 'Einträge',
  'pagination.pageSize': 'Einträge pro Seite',
  'pagination.previous': 'Vorherige Seite',
  'pagination.next': 'Nächste Seite',
  'pagination.page': 'Seite {page}',
} as const;

export type ChromeTextKey = keyof typeof CHROME_TEXT_DE;

/** The number format of each chrome language (page counts, totals). */
export const CHROME_NUMBER_LOCALE: Readonly<Record<ChromeLocale, string>> = { de: 'de-DE', en: 'en-GB' };
