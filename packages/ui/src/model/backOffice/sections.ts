/**
 * The back office's sections inside /dashboard (architecture §3): each is
 * `?bereich=<value>`, a record in it `&id=<n>`; both are view parameters of the route,
 * so every section and record is a deep link and its own tag.
 *
 * The order of requirements §2: Übersicht · Kunden · Angebote · Rechnungen · Prognose ·
 * Kataster · Käferfunde; and ours: Offene Posten beside Rechnungen, the money still open per
 * issued invoice and the clients' credits (GET /offene_posten, requirements §7), Mahnwesen
 * after it, the dunning runs and the reminders written (a_get_dunning_proposal), Buchhaltung
 * after that, the accountant's export of a period (a_get_bookings, a_get_journal), and at the
 * end Postausgang, the mail the data service wrote (requirements §7 "Procedures of ours",
 * a_get_outbox). A section appears when the work that fills it adds its entry here (and its
 * page in the app, which the type of the app's page table then demands); until then it is
 * absent, never an empty tab.
 */
export const BACK_OFFICE_SECTIONS = [
  { value: 'uebersicht', label: 'Übersicht', icon: 'dashboard' },
  { value: 'kunden', label: 'Kunden', icon: 'building' },
  { value: 'angebote', label: 'Angebote', icon: 'document' },
  { value: 'rechnungen', label: 'Rechnungen', icon: 'euro' },
  { value: 'offene-posten', label: 'Offene Posten', icon: 'calendar' },
  { value: 'mahnwesen', label: 'Mahnwesen', icon: 'warning' },
  { value: 'buchhaltung', label: 'Buchhaltung', icon: 'layers' },
  { value: 'prognose', label: 'Prognose', icon: 'chart' },
  { value: 'kataster', label: 'Kataster', icon: 'map' },
  { value: 'kaeferfunde', label: 'Käferfunde', icon: 'beetle' },
  { value: 'postausgang', label: 'Postausgang', icon: 'mail' },
] as const;

export type BackOfficeSectionId = (typeof BACK_OFFICE_SECTIONS)[number]['value'];

export const DEFAULT_BACK_OFFICE_SECTION: BackOfficeSectionId = 'uebersicht';

/** The section a `bereich` parameter names; an unknown or missing one is the overview. */
export function backOfficeSection(param: string | null | undefined): BackOfficeSectionId {
  return BACK_OFFICE_SECTIONS.find((section) => section.value === param)?.value ?? DEFAULT_BACK_OFFICE_SECTION;
}

/** The record id of `&id=`: digits only, like the user-detail id (requirements §5); anything else is no record. */
export function backOfficeRecordId(param: string | null | undefined): number | null {
  return param != null && /^\d+$/.test(param) ? Number(param) : null;
}

/** The address of a section or one of its records, e.g. `/dashboard?bereich=kunden&id=7`. */
export function backOfficeHref(section: BackOfficeSectionId, id?: number | null): string {
  const params = new URLSearchParams({ bereich: section });
  if (id != null) params.set('id', String(id));
  return `/dashboard?${params.toString()}`;
}
