// The controls of each list page as a person finds them (German UI, by role and label), for
// `--production-lists`: the word typed into its search box, the filter picked in its toolbar,
// the column header clicked to sort, the pager's next page. Every list is a ListPage
// (packages/ui/src/screens/shared/ListPage): the toolbar is the landmark "<caption> filtern",
// the pager the navigation "<caption>: Seiten". Words and filters are chosen to change the
// first page at the large dataset (packages/dataservice/src/seed/large), since a figure is the time until
// the table shows other rows.
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */

/**
 * Per list label of LIST_PAGES: the table's caption, the search box's label and the word typed,
 * a filter (a native select's label and the value picked, or the index of the option; none
 * for a list without filters), a sortable column. Käferfunde's list shows once a queue cell is
 * chosen (the matrix above it): `cell` names the cell's button.
 */
export const LIST_CONTROLS = {
  Nutzer: {
    caption: 'Alle Nutzer',
    search: 'Name oder E-Mail suchen',
    word: 'Schmidt',
    filter: { label: 'Rolle', value: 'ogf_expert' },
    sort: 'E-Mail',
  },
  // The open expert requests have no filter: a search, a sort and the pages.
  Expertenanfragen: {
    caption: 'Offene Expertenanfragen',
    search: 'Name oder E-Mail suchen',
    word: 'Schmidt',
    sort: 'Name',
  },
  Kunden: {
    caption: 'Alle Kunden',
    search: 'Name, Ort oder Ansprechpartner suchen',
    word: 'wald',
    filter: { label: 'Bundesland', value: 'BY' },
    sort: 'Ort',
  },
  'GIS-Karten': {
    caption: 'Karten',
    search: 'Kartenname, Kunde oder Nummer suchen',
    word: 'Flurkarte',
    filter: { label: 'Bearbeitungsstand', value: 'geprueft' },
    sort: 'Kartenname',
  },
  // Archived, not open: the newest invoices are open, so "open" would show the same first page.
  Rechnungen: {
    caption: 'Alle Rechnungen',
    search: 'Nummer, Kunde oder Bearbeiter suchen',
    word: 'stadt',
    filter: { label: 'Archiv', value: 'ja' },
    sort: 'Datum',
  },
  Angebote: {
    caption: 'Alle Angebote',
    search: 'Nummer, Kunde oder Bearbeiter suchen',
    word: 'stadt',
    filter: { label: 'Status', value: 'angenommen' },
    sort: 'Datum',
  },
  // The caption names the year shown; the kinds are the seed's, the first one is picked.
  Prognose: {
    caption: /^Prognosen \d+$/,
    search: 'Art der Leistung suchen',
    word: 'Beratung',
    filter: { label: 'Art', index: 1 },
    sort: 'Betrag (netto)',
  },
  // Without cadastre: the list shows the clients with cadastre first.
  Kataster: {
    caption: 'Kataster der Kunden',
    search: 'Kunde suchen',
    word: 'wald',
    filter: { label: 'Kataster', value: 'aus' },
    sort: 'Kunde',
  },
  // Published, not "all": the default shows the records waiting for an expert.
  'Käferfunde (Prüfung)': {
    caption: 'Meldungen',
    cell: /^Alle Meldungen: [\d.]+ offen$/,
    search: 'Meldungen durchsuchen',
    word: 'eich',
    filter: { label: 'Status', value: 'veroeffentlicht' },
    sort: 'Meldung',
  },
};

/** The pattern of a name ListPage derives from the caption: `<caption><suffix>`, whole. */
export const namePattern = (caption, suffix) =>
  `^${caption instanceof RegExp ? caption.source.replace(/^\^|\$$/g, '') : caption}${suffix}$`;

/** The list's toolbar landmark ("<caption> filtern"). */
export const toolbarOf = (page, caption) =>
  page.getByRole('search', { name: new RegExp(namePattern(caption, ' filtern')) });

/** The list's table, found by its caption. */
export const tableOf = (page, caption) => page.getByRole('table', { name: new RegExp(namePattern(caption, '')) });

/** The list's pager ("<caption>: Seiten"). */
export const pagerOf = (page, caption) =>
  page.getByRole('navigation', { name: new RegExp(namePattern(caption, ': Seiten')) });

/**
 * In the page: notes what the list shows now (its count and its rows' text), and resolves
 * with the time from the first of `events` (e.g. `input`, or `pointerup` and `click`: a
 * React Aria button acts on pointerup) until the frame in which the list shows something else
 * with rows and nothing visible is busy. The list is the table beside the toolbar whose
 * landmark label matches `toolbarLabel` (namePattern(caption, ' filtern')).
 */
export function armChangeTimer({ toolbarLabel, events }) {
  const toolbar = [...document.querySelectorAll('[role="search"]')].find((element) =>
    new RegExp(toolbarLabel).test(element.getAttribute('aria-label') ?? ''),
  );
  if (!toolbar) throw new Error(`keine Werkzeugleiste ${toolbarLabel}`);
  const layout = toolbar.parentElement;
  const rows = () => [...layout.querySelectorAll('table tbody tr')].filter((row) => row.getClientRects().length > 0);
  const shown = () =>
    `${toolbar.querySelector('[role="status"]')?.textContent ?? ''}\n${rows()
      .map((row) => row.textContent)
      .join('\n')}`;
  const before = shown();
  // The resource timings from here on are the change's (listPages.mjs phasesSinceAction reads them).
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(10_000);
  let startAt = null;
  for (const type of events) {
    document.addEventListener(type, () => (window.__actionAt = startAt ??= performance.now()), {
      capture: true,
      once: true,
    });
  }
  const changed = () =>
    rows().length > 0 &&
    shown() !== before &&
    ![...document.querySelectorAll('[aria-busy="true"], [role="status"][aria-label*="geladen"]')].some(
      (element) => element.getClientRects().length > 0,
    );
  window.__changeMs = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Liste nach 30 s unverändert')), 30_000);
    // Looked at once per frame that follows a change, before it is drawn (as armListTimer does).
    let isLooking = false;
    const observer = new MutationObserver(() => {
      if (startAt === null || isLooking) return;
      isLooking = true;
      requestAnimationFrame(() => {
        isLooking = false;
        if (!changed()) return;
        observer.disconnect();
        resolve(performance.now() - startAt);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}
