import { BackOfficeNav, Stack } from '@waldmonitor/ui';
import { backOfficeRecordId, backOfficeSection, type BackOfficeSectionId } from '@waldmonitor/ui/model';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClientDetailSection } from './ClientDetailSection';
import { ClientsSection } from './ClientsSection';
import { KatasterSection } from './KatasterSection';
import { OverviewSection } from './OverviewSection';

/**
 * One page per section of BACK_OFFICE_SECTIONS; the Record type demands an entry for every
 * section the model lists, so a section never shows up without its page.
 */
const SECTION_PAGES: Record<BackOfficeSectionId, (recordId: number | null) => ReactNode> = {
  uebersicht: () => <OverviewSection />,
  kunden: (id) => (id === null ? <ClientsSection /> : <ClientDetailSection key={id} clientId={id} />),
  kataster: () => <KatasterSection />,
};

/** The administrators' dashboard: the back office, a section per `?bereich=`, a record per `&id=`. */
export function BackOfficePage() {
  const [params] = useSearchParams();
  const section = backOfficeSection(params.get('bereich'));
  const recordId = backOfficeRecordId(params.get('id'));
  return (
    <Stack gap={4}>
      <BackOfficeNav current={section} />
      {SECTION_PAGES[section](recordId)}
    </Stack>
  );
}
