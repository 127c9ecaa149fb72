import { BackOfficeNav, lazyLoad, preloadCode, Spinner, Stack } from '@waldmonitor/ui';
import {
  backOfficeRecordId,
  backOfficeSection,
  type BackOfficeSectionId,
  type DocumentKind,
} from '@waldmonitor/ui/model';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFetchAhead, type Load } from '../../../shell/fetchAhead';
import { readsFrom } from '../../../shell/ReadAhead';
import type { ViewEntry } from '../../../shell/viewEntry';
import { ViewWhenArrived } from '../../../shell/ViewWhenArrived';
import { forecastChart, surveyCharts } from './sectionCharts';

/** A section of the back office: its page (a list, mostly) and, when it has records, a record's page (`&id=`). */
interface Section {
  main: ViewEntry;
  record?: ViewEntry<{ id: number }>;
}

// Modules that serve two sections each: one request for both.
const offersAndInvoices = lazyLoad(() => import('./OffersAndInvoicesSection'));
const documentEditor = lazyLoad(() => import('./DocumentEditorSection'));

/** Offers and invoices: the same list and editor, the document's kind apart. */
function documentSection(kind: DocumentKind): Section {
  const isOffer = kind === 'angebot';
  return {
    main: {
      page: offersAndInvoices.component((m) => (isOffer ? m.OffersSection : m.InvoicesSection)),
      reads: readsFrom(
        () => import('./documentListQuery'),
        (m) => (isOffer ? m.useOfferReads : m.useInvoiceReads),
      ),
    },
    record: {
      page: documentEditor.component(
        ({ DocumentEditorSection }) =>
          function DocumentRecord({ id }: { id: number }) {
            return <DocumentEditorSection kind={kind} id={id} />;
          },
      ),
    },
  };
}

/**
 * Every section of BACK_OFFICE_SECTIONS, declared once: the Record type demands an entry for
 * every section the model lists, so a section never shows up without its page. Each loads
 * when it is first opened (the overview an administrator lands on does not carry the tables,
 * editors and charts of the others); a list's reads sit in its query module, a small chunk of
 * its own that the section imports as well, started on the click while the section's code loads.
 */
const SECTIONS: Record<BackOfficeSectionId, Section> = {
  uebersicht: { main: { page: lazyLoad(() => import('./OverviewSection')).component((m) => m.OverviewSection) } },
  kunden: {
    main: {
      page: lazyLoad(() => import('./ClientsSection')).component((m) => m.ClientsSection),
      reads: readsFrom(
        () => import('./clientListQuery'),
        (m) => m.useClientsReads,
      ),
    },
    record: {
      page: lazyLoad(() => import('./ClientDetailSection')).component(
        ({ ClientDetailSection }) =>
          function ClientRecord({ id }: { id: number }) {
            return <ClientDetailSection clientId={id} />;
          },
      ),
    },
  },
  angebote: documentSection('angebot'),
  rechnungen: documentSection('rechnung'),
  'offene-posten': {
    main: {
      page: lazyLoad(() => import('./OpenItemsSection')).component((m) => m.OpenItemsSection),
      reads: readsFrom(
        () => import('./OpenItemsSection'),
        (m) => m.useOpenItemsReads,
      ),
    },
  },
  mahnwesen: { main: { page: lazyLoad(() => import('./DunningSection')).component((m) => m.DunningSection) } },
  buchhaltung: {
    main: { page: lazyLoad(() => import('./AccountingSection')).component((m) => m.AccountingSection) },
  },
  prognose: {
    main: {
      page: lazyLoad(() => import('./ForecastSection')).component((m) => m.ForecastSection),
      reads: readsFrom(
        () => import('./forecastListQuery'),
        (m) => m.useForecastReads,
      ),
      alsoLoads: [forecastChart],
    },
  },
  kataster: {
    main: {
      page: lazyLoad(() => import('./CadastreSection')).component((m) => m.CadastreSection),
      reads: readsFrom(
        () => import('./cadastreListQuery'),
        (m) => m.useCadastreReads,
      ),
      alsoLoads: [surveyCharts],
    },
  },
  kaeferfunde: {
    main: {
      page: lazyLoad(() => import('../review/ReviewQueuePage')).component((m) => m.KaeferfundeSection),
      reads: readsFrom(
        () => import('../review/reviewListQuery'),
        (m) => m.useReviewReads,
      ),
    },
  },
  postausgang: {
    main: {
      page: lazyLoad(() => import('./OutboxSection')).component((m) => m.OutboxSection),
      reads: readsFrom(
        () => import('./OutboxSection'),
        (m) => m.useOutboxReads,
      ),
    },
  },
};

const MAIN_VIEWS = Object.values(SECTIONS).map(({ main }) => main);

/** The sections' reads, fetched ahead once the shell has settled (the shell's queue, fetchAhead.ts). */
const SECTION_READS: readonly Load[] = MAIN_VIEWS.flatMap(({ reads }) => (reads ? [reads.preload] : []));

/** The sections' code, then the charts they show at once, fetched ahead after the reads. */
const SECTION_CODE: readonly Load[] = [
  ...MAIN_VIEWS.map(({ page }) => page.code),
  ...MAIN_VIEWS.flatMap(({ alsoLoads }) => alsoLoads ?? []),
].map((module) => () => preloadCode(module));

/** Fetches the overview ahead, while a person signs in (preloadSignedIn.ts): it is where administrators land. */
export const preloadOverview = () => preloadCode(SECTIONS.uebersicht.main.page.code);

/** Fetches the sections' reads ahead, while a person signs in (preloadSignedIn.ts). */
export function preloadSectionReads(): void {
  for (const load of SECTION_READS) void load();
}

/**
 * The administrators' dashboard: the back office, a section per `?bereich=`, a record per `&id=`.
 * Each section is a view of its own (a tag, mounted anew), and so is each record (its key): its
 * spinner shows until its code has arrived, and it renders then without suspending; a list's
 * requests start with the click, while the code loads (ViewWhenArrived).
 */
export function BackOfficePage() {
  const [params] = useSearchParams();
  const section = backOfficeSection(params.get('bereich'));
  const id = backOfficeRecordId(params.get('id'));
  const { main, record } = SECTIONS[section];
  useFetchAhead('reads', SECTION_READS);
  useFetchAhead('pages', SECTION_CODE);
  const loading = <Spinner placement="centre" size="32px" label="Bereich wird geladen …" />;
  return (
    <Stack gap={4}>
      <BackOfficeNav current={section} />
      <Suspense fallback={loading}>
        {id !== null && record ? (
          <ViewWhenArrived key={`${section}-${id}`} view={record} props={{ id }} loading={loading} />
        ) : (
          <ViewWhenArrived key={section} view={main} props={{}} loading={loading} />
        )}
      </Suspense>
    </Stack>
  );
}
