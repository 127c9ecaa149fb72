import type { BeetleStatus } from '../domainValues';
import type { Kaefer } from '../entities';
import type { RpcParams } from '../contract';

/** A day as the service stores dates (`YYYY-MM-DD`), in local time. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The a_update_kaefer payload of a status change: the editor is the
 * signed-in person; publishing keeps a publish date already set and otherwise defaults
 * to today; every other status has none (`published_from` reads "published from <date>").
 */
export function statusUpdate(
  record: Pick<Kaefer, 'id' | 'published_from'>,
  to: BeetleStatus,
  editor: string,
  today: Date,
  publishedFrom?: string | null,
): RpcParams<'a_update_kaefer'> {
  return {
    id: record.id,
    status: to,
    published_from: to === 'veroeffentlicht' ? publishedFrom || record.published_from || isoDay(today) : null,
    letzter_bearbeiter: editor,
  };
}

/**
 * The reverse update an undo sends (a_update_kaefer_with_message, one transaction): the
 * record as it was before, its status, publish date, message and editor ("Zuletzt bearbeitet
 * von" goes back to who it was, or to nobody, not to the person undoing).
 */
export function reverseUpdate(
  before: Pick<Kaefer, 'id' | 'status' | 'published_from' | 'letzter_bearbeiter' | 'message'>,
): RpcParams<'a_update_kaefer_with_message'> {
  return {
    id: before.id,
    status: before.status,
    published_from: before.published_from,
    letzter_bearbeiter: before.letzter_bearbeiter,
    msg: before.message,
  };
}
