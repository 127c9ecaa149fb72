import type { BeetleStatus, BundeslandCode } from '../../domainValues';
import type { Kaefer } from '../../entities';
import type { KaeferByArtRow, KaeferByBundeslandRow, KaeferOverviewRow, KaeferQueueRow } from '../../resultRows';
import type { NoParams } from './shared';

/** Remote procedures about beetle records (kaefer) and their pictures (requirements §7). */
export interface KaeferRpcs {
  /** Designed result: published records counted by state (the citizens' dashboard chart). */
  a_get_kaefer_by_bundesland: { params: NoParams; result: KaeferByBundeslandRow[] };
  /** Designed result: published records counted by species. */
  a_get_kaefer_by_art: { params: NoParams; result: KaeferByArtRow[] };
  /**
   * The records of a state and species; designed: null in either field means "all"
   * (`kaeferart` is a `kaeferarten.id`).
   */
  a_get_kaefer_overview: {
    params: { bundesland: BundeslandCode | null; kaeferart: number | null };
    result: KaeferOverviewRow[];
  };
  /** requirements §4: "Beetle record status changes through an update call." */
  a_update_kaefer: {
    params: {
      id: Kaefer['id'];
      status: BeetleStatus;
      published_from: string | null;
      letzter_bearbeiter: string;
    };
    result: null;
  };
  /**
   * Ours, not the spec's (requirements §7 "Procedures of ours"): a status change with the message
   * it goes with, in one transaction: a Rückfrage or rejection, and the undo that puts back
   * the record as it was (editor and message included; an empty one is none).
   */
  a_update_kaefer_with_message: {
    params: {
      id: Kaefer['id'];
      status: BeetleStatus;
      published_from: string | null;
      letzter_bearbeiter: string | null;
      msg: string | null;
    };
    result: null;
  };
  /**
   * Ours, not the spec's (requirements §7 "Procedures of ours"): the review queue's matrix as
   * counts per Bundesland and species, instead of every record loaded to be counted.
   */
  a_get_kaefer_queue: { params: NoParams; result: KaeferQueueRow[] };
  /** Sets the reviewer's message to the reporter. */
  a_update_message: { params: { id: number; msg: string }; result: null };
  /** Designed: replaces the record's picture list with these file names (`kid` is the kaefer id). */
  a_update_bilder: { params: { kid: number; bilder: string[] }; result: null };
}
