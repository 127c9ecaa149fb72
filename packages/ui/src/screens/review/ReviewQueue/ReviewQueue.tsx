import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { BeetleStatus } from '../../../model/domainValues';
import type { KaeferArt } from '../../../model/entities';
import {
  cellParams,
  checkTransition,
  isoDay,
  matrixLandLabel,
  NO_SPECIES_LABEL,
  QUEUE_STATUS_FILTERS,
  type QueueListFilter,
  type QueueMatrix as Matrix,
  type QueueParamName,
  type QueueSelection,
  type QueueStatusFilter,
  type TriageCommand,
} from '../../../model/review';
import type { QueryState } from '../../../model/queryState';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Page } from '../../../primitives/Page';
import { Select } from '../../../primitives/Select';
import { color, media, radii, shadows, space, zIndex } from '../../../theme';
import type { Picture } from '../PictureViewer';
import { ListPage, type ListView } from '../../shared/ListPage';
import { QueueMatrix } from '../QueueMatrix';
import { ReviewRecord } from '../ReviewRecord';
import { recordColumns, recordListMinWidth } from './recordColumns';
import { ShortcutHelp } from './ShortcutHelp';
import { useQueueActions, type UndoEntry } from './useQueueActions';
import { useTriageKeys } from './useTriageKeys';
import { useWalkAcrossPages } from './useWalkAcrossPages';

export interface ReviewQueueProps {
  title?: string;
  /** The queue as species × Bundesland (queueMatrix of the overview and the species). */
  matrix: QueryState<Matrix>;
  /** The choice as the address has it (parseQueueSelection). */
  selection: QueueSelection;
  onSelectionChange: (changes: Partial<Record<QueueParamName, string | null>>) => void;
  /**
   * The chosen cell's records, one page of a_get_kaefer_overview as the service filtered
   * (status, search), sorted and paged it; j and k walk on to the next or previous page.
   */
  records: ListView<KaeferOverviewRow, QueueListFilter>;
  /** The open record (`fund`): from the page, or read on its own when another page is shown. */
  record: KaeferOverviewRow | null;
  arten: readonly KaeferArt[];
  speciesCandidate: number | null;
  onSpeciesCandidateChange: (art: number | null) => void;
  /** The card of the species chosen in the picker. */
  speciesCard?: QueryState<KaeferArt | null>;
  /** The open record's pictures. */
  pictures: QueryState<readonly Picture[]>;
  onChangeStatus: (record: KaeferOverviewRow, to: BeetleStatus, publishedFrom: string | null) => Promise<unknown>;
  onSendMessage: (
    record: KaeferOverviewRow,
    message: string,
    status: 'rueckfrage' | 'abgelehnt' | null,
  ) => Promise<unknown>;
  onChangeSpecies: (record: KaeferOverviewRow, art: number) => Promise<unknown>;
  onSavePictures: (record: KaeferOverviewRow, kept: string[]) => Promise<unknown>;
  /** Sends the reverse update of an action. */
  onUndo: (entry: UndoEntry) => Promise<unknown>;
  /** How long an action can be undone. */
  undoMs?: number;
  /** Off while the view is hidden, so its keys do not act on another page. */
  isKeyboardActive?: boolean;
  now?: Date;
}

const NO_RECORDS: readonly KaeferOverviewRow[] = [];

function cellTitle(selection: QueueSelection, arten: readonly KaeferArt[]): string {
  const land = selection.land === 'alle' ? 'Alle Länder' : matrixLandLabel(selection.land);
  const art =
    selection.art === 'alle'
      ? 'alle Arten'
      : selection.art === null
        ? NO_SPECIES_LABEL
        : (arten.find((a) => a.id === selection.art)?.name ?? `Art ${selection.art}`);
  return `${land} · ${art}`;
}

/**
 * The experts' review queue: the matrix to pick a cell, the cell's
 * records in a virtualised list, the open record, and triage by keyboard with a shortcut
 * help and undo for a few seconds.
 */
export function ReviewQueue(props: ReviewQueueProps) {
  const { selection, arten, onSelectionChange, undoMs = 8000, now: fixedNow } = props;
  const { records } = props;
  const list = records.list.data?.rows ?? NO_RECORDS;
  const record = props.record;
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  const [notice, setNotice] = useState<string | null>(null);
  const [isHelpOpen, setHelpOpen] = useState(false);

  const withSpecies = selection.art === 'alle';
  const columns = useMemo(() => recordColumns(selection.fund, now, withSpecies), [selection.fund, now, withSpecies]);
  const open = (id: number | null) => onSelectionChange({ fund: id === null ? null : String(id) });
  const { composer, setComposer, saveError, undo, changeStatus, sendMessage, changeSpecies, runUndo } = useQueueActions(
    {
      list,
      fund: selection.fund,
      open,
      undoMs,
      onChangeStatus: props.onChangeStatus,
      onSendMessage: props.onSendMessage,
      onChangeSpecies: props.onChangeSpecies,
      onUndo: props.onUndo,
      onRecordChange: () => setNotice(null),
    },
  );

  const walk = useWalkAcrossPages(records, selection.fund, open);

  const onCommand = (command: TriageCommand) => {
    if (command.kind === 'help') return setHelpOpen(true);
    if (command.kind === 'undo') return void runUndo();
    if (command.kind === 'next' || command.kind === 'previous') return walk(command.kind === 'next' ? 1 : -1);
    if (!record) return;
    if (command.kind === 'ask') return setComposer('rueckfrage');
    if (command.kind === 'reject') return setComposer('abgelehnt');
    if (command.kind === 'species') {
      const art = arten[command.index];
      if (art && art.id !== record.art) void changeSpecies(record, art.id);
      return;
    }
    const to: BeetleStatus = command.kind === 'publish' ? 'veroeffentlicht' : 'bestaetigt';
    const publishedFrom = to === 'veroeffentlicht' ? isoDay(now) : null;
    const check = checkTransition({ from: record.status, to, art: record.art, message: record.message, publishedFrom });
    if (!check.ok) return setNotice(check.message);
    void changeStatus(record, to, publishedFrom);
  };
  useTriageKeys(props.isKeyboardActive ?? true, onCommand);

  const helpButton = (
    <Button size="sm" variant="text" onClick={() => setHelpOpen(true)}>
      Tastenkürzel (?)
    </Button>
  );

  return (
    <Page title={props.title ?? 'Prüfliste'} actions={helpButton}>
      <QueueMatrix
        matrix={props.matrix}
        selected={selection.isCellChosen ? selection : null}
        onSelect={(land, art) => onSelectionChange(cellParams(land, art))}
      />
      {selection.isCellChosen ? (
        <Columns>
          <Card title={cellTitle(selection, arten)} headingLevel={2} padding="sm">
            <ListPage
              {...records}
              caption="Meldungen"
              searchLabel="Meldungen durchsuchen"
              filters={
                <Select
                  label="Status"
                  value={records.filter.status}
                  // The options are QUEUE_STATUS_FILTERS' values.
                  onChange={(value) => records.onFilterChange('status', value as QueueStatusFilter)}
                  options={QUEUE_STATUS_FILTERS}
                />
              }
              countLabel={(total, count) => (count === 1 ? '1 Meldung' : `${total} Meldungen`)}
              columns={columns}
              getRowId={(row) => row.id}
              onRowClick={(row) => open(row.id)}
              // On a phone the table scrolls sideways instead of stacking its headers letter by letter.
              minWidth={recordListMinWidth(withSpecies)}
              emptyMessage="In dieser Zelle wartet nichts mit diesem Status."
              filteredEmptyMessage="Keine Meldung gefunden."
            />
          </Card>
          <RecordCard title="Meldung" headingLevel={2} padding="sm">
            {notice ? <Notice role="status">{notice}</Notice> : null}
            {record ? (
              <ReviewRecord
                key={record.id}
                record={record}
                arten={arten}
                speciesCandidate={props.speciesCandidate}
                onSpeciesCandidateChange={props.onSpeciesCandidateChange}
                speciesCard={props.speciesCard}
                onChangeSpecies={(art) => changeSpecies(record, art)}
                pictures={props.pictures}
                onSavePictures={(kept) => props.onSavePictures(record, kept)}
                onChangeStatus={(to, publishedFrom) => changeStatus(record, to, publishedFrom)}
                onSendMessage={(message, status) => sendMessage(record, message, status)}
                composer={composer}
                onComposerChange={setComposer}
                saveError={saveError}
                now={now}
              />
            ) : (
              <EmptyState
                icon="beetle"
                title={list.length > 0 ? 'Keine Meldung geöffnet' : 'Nichts mehr offen'}
                description={
                  list.length > 0
                    ? 'Wählen Sie eine Meldung in der Liste, oder drücken Sie j für die erste.'
                    : 'In dieser Zelle wartet keine Meldung mehr mit diesem Status.'
                }
                headingLevel={3}
              />
            )}
          </RecordCard>
        </Columns>
      ) : null}
      {undo ? (
        <UndoBar role="status">
          <span>{undo.label}</span>
          <Button size="sm" icon="undo" onClick={runUndo}>
            Rückgängig (u)
          </Button>
        </UndoBar>
      ) : null}
      <ShortcutHelp isOpen={isHelpOpen} onOpenChange={setHelpOpen} />
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space[4]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The open record stays in view while the page of records beside it scrolls. */
const RecordCard = styled(Card)`
  position: sticky;
  top: ${space[2]};
  ${media.mobile} {
    position: static;
  }
`;

const Notice = styled.p`
  margin: 0 0 ${space[2]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  background: ${color.warningBg};
`;

const UndoBar = styled.div`
  position: sticky;
  bottom: ${space[4]};
  z-index: ${zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  background: ${color.surface};
  border: 1px solid ${color.borderStrong};
  box-shadow: ${shadows.md};
`;
