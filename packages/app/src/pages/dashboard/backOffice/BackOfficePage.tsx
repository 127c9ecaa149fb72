import { BackOfficeNav, Spinner, Stack } from '@waldmonitor/ui';
import { backOfficeRecordId, backOfficeSection, type BackOfficeSectionId } from '@waldmonitor/ui/model';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyPage } from '../../../shell/lazyPage';

/*
 * Each section loads when it is first opened: the overview an administrator lands on
 * does not carry the tables, editors and charts of the other sections.
 */
const OverviewSection = lazyPage(
  () => import('./OverviewSection'),
  (m) => m.OverviewSection,
);
const ClientsSection = lazyPage(
  () => import('./ClientsSection'),
  (m) => m.ClientsSection,
);
const ClientDetailSection = lazyPage(
  () => import('./ClientDetailSection'),
  (m) => m.ClientDetailSection,
);
const OffersSection = lazyPage(
  () => import('./OffersAndInvoicesSection'),
  (m) => m.OffersSection,
);
const InvoicesSection = lazyPage(
  () => import('./OffersAndInvoicesSection'),
  (m) => m.InvoicesSection,
);
const DocumentEditorSection = lazyPage(
  () => import('./DocumentEditorSection'),
  (m) => m.DocumentEditorSection,
);
const ForecastSection = lazyPage(
  () => import('./ForecastSection'),
  (m) => m.ForecastSection,
);
const CadastreSection = lazyPage(
  () => import('./CadastreSection'),
  (m) => m.CadastreSection,
);
const KaeferfundeSection = lazyPage(
  () => import('../review/ReviewQueuePage'),
  (m) => m.KaeferfundeSection,
);

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
