import {
  BackOfficeNav,
  lazyLoad,
  preloadCode,
  Spinner,
  Stack,
  useCodeArrived,
  type LazyComponent,
  type LazyModule,
} from '@waldmonitor/ui';
import { backOfficeRecordId, backOfficeSection, type BackOfficeSectionId } from '@waldmonitor/ui/model';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFetchAhead, type Load } from '../../../shell/fetchAhead';
import { ReadAhead, readsFrom } from '../../../shell/ReadAhead';
import { forecastChart, surveyCharts } from './sectionCharts';

/*
 * Each section loads when it is first opened: the overview an administrator lands on
 * does not carry the tables, editors and charts of the other sections.
 */
const overview = lazyLoad(() => import('./OverviewSection'));
const OverviewSection = overview.component((m) => m.OverviewSection);
const clients = lazyLoad(() => import('./ClientsSection'));
const ClientsSection = clients.component((m) => m.ClientsSection);
const clientDetail = lazyLoad(() => import('./ClientDetailSection'));
const ClientDetailSection = clientDetail.component((m) => m.ClientDetailSection);
const offersAndInvoices = lazyLoad(() => import('./OffersAndInvoicesSection'));
const OffersSection = offersAndInvoices.component((m) => m.OffersSection);
const InvoicesSection = offersAndInvoices.component((m) => m.InvoicesSection);
const documentEditor = lazyLoad(() => import('./DocumentEditorSection'));
const DocumentEditorSection = documentEditor.component((m) => m.DocumentEditorSection);
const forecast = lazyLoad(() => import('./ForecastSection'));
const ForecastSection = forecast.component((m) => m.ForecastSection);
const cadastre = lazyLoad(() => import('./CadastreSection'));
const CadastreSection = cadastre.component((m) => m.CadastreSection);
const review = lazyLoad(() => import('../review/ReviewQueuePage'));
const KaeferfundeSection = review.component((m) => m.KaeferfundeSection);
const outbox = lazyLoad(() => import('./OutboxSection'));
const OutboxSection = outbox.component((m) => m.OutboxSection);

/*
 * The lists' reads, each in its query module (a small chunk of its own, which the section
 * imports as well): started on the click while the section's code loads (ReadAhead).
 */
const clientsReads = readsFrom(
  () => import('./clientListQuery'),
  (m) => m.useClientsReads,
);
const offerReads = readsFrom(
  () => import('./documentListQuery'),
  (m) => m.useOfferReads,
);
const invoiceReads = readsFrom(
  () => import('./documentListQuery'),
  (m) => m.useInvoiceReads,
);
const forecastReads = readsFrom(
  () => import('./forecastListQuery'),
  (m) => m.useForecastReads,
);
const cadastreReads = readsFrom(
  () => import('./cadastreListQuery'),
  (m) => m.useCadastreReads,
);
const reviewReads = readsFrom(
  () => import('../review/reviewListQuery'),
  (m) => m.useReviewReads,
);
const outboxReads = readsFrom(
  () => import('./outboxListQuery'),
  (m) => m.useOutboxReads,
);
/** The sections' reads, fetched ahead once the shell has settled (the shell's queue, fetchAhead.ts). */
const SECTION_READS: readonly Load[] = [
  clientsReads.preload,
  offerReads.preload,
  invoiceReads.preload,
  forecastReads.preload,
  cadastreReads.preload,
  reviewReads.preload,
  outboxReads.preload,
];

/** The sections' code with the charts they show at once, fetched ahead after the reads. */
const SECTION_CODE: readonly Load[] = [
  clients,
  offersAndInvoices,
  forecast,
  cadastre,
  review,
  outbox,
  forecastChart,
  surveyCharts,
].map((module) => () => preloadCode(module));

/** Fetches the overview ahead, while a person signs in (LoginRoute): it is where administrators land. */
export const preloadOverview = () => preloadCode(overview);

/** Fetches the sections' reads ahead, while a person signs in (LoginRoute). */
export function preloadSectionReads(): void {
  for (const load of SECTION_READS) void load();
}

/**
 * A view of the back office: the module its code comes in, the section rendered from it,
 * and for a list its reads, started while the code loads (ReadAhead): the list's requests
 * go out with the click, beside the chunk, not after it.
 */
interface SectionView {
  code: LazyModule<unknown>;
  page: ReactNode;
  reads?: LazyComponent<object>;
  /** Code the section shows at once beside its own (its charts): fetched on the click too. */
  alsoLoads?: readonly LazyModule<unknown>[];
}

// Module constants: the effect that fetches them runs when the section changes, not every render.
const FORECAST_CHARTS = [forecastChart];
const SURVEY_CHARTS = [surveyCharts];

/**
 * One page per section of BACK_OFFICE_SECTIONS; the Record type demands an entry for every
 * section the model lists, so a section never shows up without its page.
 */
const SECTION_PAGES: Record<BackOfficeSectionId, (recordId: number | null) => SectionView> = {
  uebersicht: () => ({ code: overview, page: <OverviewSection /> }),
  kunden: (id) =>
    id === null
      ? { code: clients, page: <ClientsSection />, reads: clientsReads }
      : { code: clientDetail, page: <ClientDetailSection key={id} clientId={id} /> },
  angebote: (id) =>
    id === null
      ? { code: offersAndInvoices, page: <OffersSection />, reads: offerReads }
      : { code: documentEditor, page: <DocumentEditorSection key={`angebot-${id}`} kind="angebot" id={id} /> },
  rechnungen: (id) =>
    id === null
      ? { code: offersAndInvoices, page: <InvoicesSection />, reads: invoiceReads }
      : { code: documentEditor, page: <DocumentEditorSection key={`rechnung-${id}`} kind="rechnung" id={id} /> },
  prognose: () => ({ code: forecast, page: <ForecastSection />, reads: forecastReads, alsoLoads: FORECAST_CHARTS }),
  kataster: () => ({ code: cadastre, page: <CadastreSection />, reads: cadastreReads, alsoLoads: SURVEY_CHARTS }),
  kaeferfunde: () => ({ code: review, page: <KaeferfundeSection />, reads: reviewReads }),
  postausgang: () => ({ code: outbox, page: <OutboxSection />, reads: outboxReads }),
};

/**
 * The administrators' dashboard: the back office, a section per `?bereich=`, a record per `&id=`.
 * Each section is a view of its own (a tag, mounted anew): its spinner shows until its code
 * has arrived, and the section renders then without suspending (useCodeArrived). A list's
 * requests start with the click, while the code loads (SectionView.reads).
 */
export function BackOfficePage() {
  const [params] = useSearchParams();
  const section = backOfficeSection(params.get('bereich'));
  const { code, page, reads, alsoLoads } = SECTION_PAGES[section](backOfficeRecordId(params.get('id')));
  const arrived = useCodeArrived(code);
  useFetchAhead('reads', SECTION_READS);
  useFetchAhead('pages', SECTION_CODE);
  // The section's charts with its code, on the click.
  useEffect(() => {
    for (const module of alsoLoads ?? []) void preloadCode(module);
  }, [alsoLoads]);
  const loading = <Spinner placement="centre" size="32px" label="Bereich wird geladen …" />;
  const waiting = (
    <>
      {reads && <ReadAhead key={section} reads={reads} />}
      {loading}
    </>
  );
  return (
    <Stack gap={4}>
      <BackOfficeNav current={section} />
      <Suspense fallback={loading}>{arrived ? page : waiting}</Suspense>
    </Stack>
  );
}
