import { useEffect, useState } from 'react';
import type { BeetleStatus } from '../../../model/domainValues';
import { nextOpenId } from '../../../model/review';
import type { KaeferOverviewRow } from '../../../model/resultRows';
import type { ComposerPurpose, RecordSaveFailure } from '../ReviewRecord';

/** A change that can be undone for a few seconds: the record as it was before. */
export interface UndoEntry {
  kind: 'status' | 'species';
  before: KaeferOverviewRow;
  label: string;
}

const STATUS_NOT_DONE: Record<BeetleStatus, string> = {
  veroeffentlicht: 'nicht veröffentlicht',
  abgelehnt: 'nicht abgelehnt',
  rueckfrage: 'nicht mit Rückfrage zurückgegeben',
  bestaetigt: 'nicht bestätigt',
  in_pruefung: 'nicht in Prüfung genommen',
  gemeldet: 'nicht zurück auf „Gemeldet“ gesetzt',
};

const STATUS_DONE: Record<BeetleStatus, string> = {
  veroeffentlicht: 'veröffentlicht',
  abgelehnt: 'abgelehnt',
  rueckfrage: 'mit Rückfrage an die meldende Person',
  bestaetigt: 'bestätigt',
  in_pruefung: 'in Prüfung genommen',
  gemeldet: 'zurück auf „Gemeldet“',
};

interface QueueActionsInput {
  /** The records as listed now: the next open one is taken from here before a change. */
  list: readonly KaeferOverviewRow[];
  fund: number | null;
  open: (id: number | null) => void;
  undoMs: number;
  onChangeStatus: (record: KaeferOverviewRow, to: BeetleStatus, publishedFrom: string | null) => Promise<unknown>;
  onSendMessage: (
    record: KaeferOverviewRow,
    message: string,
    status: 'rueckfrage' | 'abgelehnt' | null,
  ) => Promise<unknown>;
  onChangeSpecies: (record: KaeferOverviewRow, art: number) => Promise<unknown>;
  onUndo: (entry: UndoEntry) => Promise<unknown>;
  /** Another record was opened. */
  onRecordChange: () => void;
}

/**
 * The queue's changes: each runs once; on success the undo is offered
 * for `undoMs` and, after a decision, the next open record is shown; a failure stays at
 * the record. The composer and the failure belong to the open record and start empty with another.
 */
export function useQueueActions(input: QueueActionsInput) {
  const { list, fund, open, undoMs } = input;
  const [composer, setComposer] = useState<ComposerPurpose | null>(null);
  const [saveError, setSaveError] = useState<RecordSaveFailure | null>(null);
  const [undo, setUndo] = useState<UndoEntry | null>(null);
  const [seenFund, setSeenFund] = useState(fund);
  if (seenFund !== fund) {
    setSeenFund(fund);
    setComposer(null);
    setSaveError(null);
    input.onRecordChange();
  }

  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), undoMs);
    return () => clearTimeout(timer);
  }, [undo, undoMs]);

  async function act(run: () => Promise<unknown>, failed: string, entry: UndoEntry | null, moveOn: boolean) {
    const next = entry ? nextOpenId(list, entry.before.id) : null;
    setSaveError(null);
    try {
      await run();
    } catch (cause) {
      setSaveError({ failed, cause });
      return;
    }
    setComposer(null);
    setUndo(entry);
    if (moveOn) open(next);
  }

  const changeStatus = (row: KaeferOverviewRow, to: BeetleStatus, publishedFrom: string | null) =>
    act(
      () => input.onChangeStatus(row, to, publishedFrom),
      `Meldung ${row.id} wurde ${STATUS_NOT_DONE[to]}.`,
      { kind: 'status', before: row, label: `Meldung ${row.id} ${STATUS_DONE[to]}.` },
      true,
    );

  const sendMessage = (row: KaeferOverviewRow, message: string, status: 'rueckfrage' | 'abgelehnt' | null) =>
    act(
      () => input.onSendMessage(row, message, status),
      status
        ? `Meldung ${row.id} wurde ${STATUS_NOT_DONE[status]}; Ihre Nachricht bleibt für einen neuen Versuch.`
        : `Die Nachricht zu Meldung ${row.id} wurde nicht gesendet; sie bleibt für einen neuen Versuch.`,
      status ? { kind: 'status', before: row, label: `Meldung ${row.id} ${STATUS_DONE[status]}.` } : null,
      status !== null,
    );

  const changeSpecies = (row: KaeferOverviewRow, art: number) =>
    act(
      () => input.onChangeSpecies(row, art),
      `Die Art von Meldung ${row.id} wurde nicht geändert.`,
      { kind: 'species', before: row, label: `Art von Meldung ${row.id} geändert.` },
      false,
    );

  const runUndo = async () => {
    if (!undo) return;
    const entry = undo;
    setUndo(null);
    try {
      await input.onUndo(entry);
      open(entry.before.id);
    } catch (cause) {
      setSaveError({ failed: `Rückgängig ging nicht: ${entry.label.replace(/\.$/, '')} bleibt bestehen.`, cause });
    }
  };

  return { composer, setComposer, saveError, undo, changeStatus, sendMessage, changeSpecies, runUndo };
}
