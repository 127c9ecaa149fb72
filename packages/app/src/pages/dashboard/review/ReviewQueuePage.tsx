import { ReviewQueue, useMessage, type Picture, type UndoEntry } from '@waldmonitor/ui';
import {
  allQueries,
  mapQuery,
  queueMatrix,
  reverseUpdate,
  statusUpdate,
  type BeetleStatus,
  type KaeferOverviewRow,
} from '@waldmonitor/ui/model';
import { useMemo, useState } from 'react';
import { rowOf, useList, useRpcMutation, useTable, useTableMutation } from '../../../api';
import { listViewOf } from '../../../lists/useListView';
import { useSession } from '../../../session/SessionContext';
import { useSetViewParams, type ViewParamChanges } from '../../../shell/useSearchParamState';
import { useViewTitle } from '../../../shell/viewTitle';
import { usePictureUrl } from './pictureUrls';
import { useReviewReads } from './reviewListQuery';

/** The editor the service records: the signed-in person's name, else their e-mail. */
function editorName(session: ReturnType<typeof useSession>): string {
  const user = session.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return name || session.email;
}

/**
 * The review queue as a connected page: the experts' dashboard and the back
 * office's Käferfunde. The choice (cell, record) and the records list's view (status, search,
 * sort, page) are state of the dashboard view in its address (`land`, `art`, `fund`,
 * `status`, `suche`, `sortierung`, `seite`), written with replace. The matrix comes counted
 * from the service (a_get_kaefer_queue), the records one page at a time (GET /kaefer_liste, the
 * rows of a_get_kaefer_overview, filtered, sorted and paged by the service).
 */
export function ReviewQueuePage({ title }: { title?: string }) {
  const session = useSession();
  const message = useMessage();
  const setViewParams = useSetViewParams();
  const { selection, counts, arten, listParams, records } = useReviewReads();
  const inPage = records.data?.rows.find((row) => row.id === selection.fund);
  // A record linked or kept open while another page shows is read on its own, by number
  // over every record; one row needs no order.
  const single = useList(
    'getKaeferListe',
    selection.fund !== null && records.data !== undefined && !inPage ? {} : null,
    { where: [{ column: 'id', op: 'eq', value: selection.fund ?? 0 }], limit: 1, offset: 0 },
  );
  const record = inPage ?? single.data?.rows[0] ?? null;
  const [candidate, setCandidate] = useState<{ fund: number | null; art: number | null }>({ fund: null, art: null });
  const speciesCandidate = candidate.fund === selection.fund ? candidate.art : null;
  const card = rowOf(useTable('getKaeferart', speciesCandidate === null ? null : { id: speciesCandidate }));
  const bilder = useTable('getBilder', selection.fund === null ? null : { id: selection.fund });
  const pictureUrl = usePictureUrl();

  const updateKaefer = useRpcMutation('a_update_kaefer');
  const updateMessage = useRpcMutation('a_update_message');
  const updateWithMessage = useRpcMutation('a_update_kaefer_with_message');
  const updateBilder = useRpcMutation('a_update_bilder');
  const patchKaefer = useTableMutation('patchKaefer');

  const matrix = useMemo(
    () => (counts.data && arten.data ? queueMatrix(counts.data, arten.data) : undefined),
    [counts.data, arten.data],
  );
  /** Another cell starts its list anew: first page, no search (the status goes back with `cellParams`). */
  const onSelectionChange = (changes: ViewParamChanges) =>
    setViewParams('land' in changes || 'art' in changes ? { ...changes, seite: null, suche: null } : changes);
  const pictures = mapQuery(bilder, (list) =>
    list.map<Picture>((bild, index) => ({
      filename: bild.filename,
      url: pictureUrl(bild.kaefer_id, bild.filename),
      alt: `Bild ${index + 1} von ${list.length} zu Meldung ${bild.kaefer_id}: ${record?.art_name ?? 'Art unbestimmt'}`,
    })),
  );
  const editor = editorName(session);

  const changeStatus = (row: KaeferOverviewRow, to: BeetleStatus, publishedFrom: string | null) =>
    updateKaefer(statusUpdate(row, to, editor, new Date(), publishedFrom));

  /**
   * A Rückfrage or rejection is the status and its message in one call of ours (one
   * transaction: both are stored or neither); a message alone is a_update_message, and
   * says so when it is stored, as nothing else on the screen changes.
   */
  const sendMessage = async (row: KaeferOverviewRow, msg: string, status: 'rueckfrage' | 'abgelehnt' | null) => {
    if (status) return updateWithMessage({ ...statusUpdate(row, status, editor, new Date(), null), msg });
    await updateMessage({ id: row.id, msg });
    message.success(`Die Nachricht zu Meldung ${row.id} ist gespeichert.`);
  };

  /** The undo puts the record back as it was, status, date, message and editor, in one call. */
  const undo = ({ kind, before }: UndoEntry) =>
    kind === 'species' ? patchKaefer({ id: before.id }, { art: before.art }) : updateWithMessage(reverseUpdate(before));

  return (
    <ReviewQueue
      title={title}
      matrix={{ ...allQueries([counts, arten]), data: matrix }}
      selection={selection}
      onSelectionChange={onSelectionChange}
      records={listViewOf(listParams, records, records.isValidating)}
      record={record}
      arten={arten.data ?? []}
      speciesCandidate={speciesCandidate}
      onSpeciesCandidateChange={(art) => setCandidate({ fund: selection.fund, art })}
      speciesCard={card}
      pictures={pictures}
      onChangeStatus={changeStatus}
      onSendMessage={sendMessage}
      onChangeSpecies={(row, art) => patchKaefer({ id: row.id }, { art })}
      onSavePictures={(row, kept) => updateBilder({ kid: row.id, bilder: kept })}
      onUndo={undo}
    />
  );
}

/** Dashboard › Käferfunde: the administrators' view of the same queue (`?bereich=kaeferfunde`). */
export function KaeferfundeSection() {
  useViewTitle('Käferfunde');
  return <ReviewQueuePage title="Käferfunde" />;
}
