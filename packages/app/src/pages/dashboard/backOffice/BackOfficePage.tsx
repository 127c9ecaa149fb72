import { BackOfficeNav, lazyLoad, Spinner, Stack } from '@waldmonitor/ui';
import { backOfficeRecordId, backOfficeSection, type BackOfficeSectionId } from '@waldmonitor/ui/model';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

/*
 * Each section loads when it is first opened: the overview an administrator lands on
 * does not carry the tables, editors and charts of the other sections.
 */
const OverviewSection = lazyLoad(() => import('./OverviewSection')).component((m) => m.OverviewSection);
const ClientsSection = lazyLoad(() => import('./ClientsSection')).component((m) => m.ClientsSection);
const ClientDetailSection = lazyLoad(() => import('./ClientDetailSection')).component((m) => m.ClientDetailSection);
const offersAndInvoices = lazyLoad(() => import('./OffersAndInvoicesSection'));
const OffersSection = offersAndInvoices.component((m) => m.OffersSection);
const InvoicesSection = offersAndInvoices.component((m) => m.InvoicesSection);
const DocumentEditorSection = lazyLoad(() => import('./DocumentEditorSection')).component(
  (m) => m.DocumentEditorSection,
);
const ForecastSection = lazyLoad(() => import('./ForecastSection')).component((m) => m.ForecastSection);
const CadastreSection = lazyLoad(() => import('./CadastreSection')).component((m) => m.CadastreSection);
const KaeferfundeSection = lazyLoad(() => import('../review/ReviewQueuePage')).component((m) => m.KaeferfundeSection);

/** Fetches the overview ahead, while a person signs in (LoginRoute): it is where administrators land. */
export const preloadOverview = () => OverviewSection.preload();

/**
 * One page per section of BACK_OFFICE_SECTIONS; the Record type demands an entry for every
 * section the model lists, so a section never shows up without its page.
 */
const SECTION_PAGES: Record<BackOfficeSectionId, (recordId: number | null) => ReactNode> = {
  uebersicht: () => <OverviewSection />,
  kunden: (id) => (id === null ? <ClientsSection /> : <ClientDetailSection key={id} clientId={id} />),
  angebote: (id) =>
    id === null ? <OffersSection /> : <DocumentEditorSection key={`angebot-${id}`} kind="angebot" id={id} />,
  rechnungen: (id) =>
    id === null ? <InvoicesSection /> : <DocumentEditorSection key={`rechnung-${id}`} kind="rechnung" id={id} />,
  prognose: () => <ForecastSection />,
  kataster: () => <CadastreSection />,
  kaeferfunde: () => <KaeferfundeSection />,
};

/** The administrators' dashboard: the back office, a section per `?bereich=`, a record per `&id=`. */
export function BackOfficePage() {
  const [params] = useSearchParams();
  const section = backOfficeSection(params.get('bereich'));
  const recordId = backOfficeRecordId(params.get('id'));
  return (
    <Stack gap={4}>
      <BackOfficeNav current={section} />
      <Suspense fallback={<Spinner placement="centre" size="32px" label="Bereich wird geladen …" />}>
        {SECTION_PAGES[section](recordId)}
      </Suspense>
    </Stack>
  );
}
