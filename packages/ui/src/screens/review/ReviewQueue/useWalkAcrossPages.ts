import { useEffect, useRef } from 'react';
import { neighbourId } from '../../../model/review';
import type { ListView } from '../../shared/ListPage';

interface Turn {
  page: number;
  step: 1 | -1;
  /** The rows shown when the page was turned: the new page has come once they are others. */
  from: readonly unknown[] | undefined;
}

/**
 * j and k through a paged list of records: the next or previous record of the page, and past
 * the page's last record (before its first) the next (previous) page, opening its first (last)
 * record once the service has answered it. Returns the step to call with 1 (j) or -1 (k).
 */
export function useWalkAcrossPages<F extends object>(
  records: ListView<{ id: number }, F>,
  fund: number | null,
  open: (id: number) => void,
): (step: 1 | -1) => void {
  // A ref, not state: the page change renders; the turn only waits for its rows.
  const turn = useRef<Turn | null>(null);
  const rows = records.list.data?.rows;
  const { page: shownPage, isRefreshing } = records;

  // The turned page is there when the address has it and its rows came.
  useEffect(() => {
    const pending = turn.current;
    if (!pending || shownPage !== pending.page || isRefreshing || !rows || rows === pending.from) return;
    turn.current = null;
    const target = pending.step === 1 ? rows[0] : rows[rows.length - 1];
    if (target) open(target.id);
  }, [shownPage, isRefreshing, rows, open]);

  return (step) => {
    const list = rows ?? [];
    const id = neighbourId(list, fund, step);
    if (id !== null) return open(id);
    const edge = step === 1 ? list[list.length - 1] : list[0];
    const page = records.page + step;
    const total = records.list.data?.total ?? 0;
    const beyond = step === 1 ? records.page * records.pageSize >= total : page < 1;
    if (edge === undefined || edge.id !== fund || beyond) return;
    turn.current = { page, step, from: rows };
    records.onPageChange(page);
  };
}
