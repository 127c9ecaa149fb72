import type { AngebotPosition, Prognose, RechnungPosition } from '../../entities';
import type { PositionTemplate } from '../../resultRows';
import type { NoParams } from './shared';

/**
 * The editable fields of a position. requirements §5: the client sends a null `erl` as '', a
 * null `erl_on` as 'true', a null `erl_titel` as '' and numbers as text; the params
 * here are what callers hand over, before those rules.
 */
type PositionInput = Pick<
  RechnungPosition,
  'anzahl' | 'bez' | 'einheit' | 'ep' | 'lfd_nr' | 'erl' | 'erl_on' | 'erl_titel'
>;

/** Remote procedures about positions and forecasts (prognose) (requirements §7). */
export interface PositionRpcs {
  /** Payload "not shown"; designed as the invoice id, named as in a_get_invoice_details. Sorted by lfd_nr. */
  a_get_invoice_positions: { params: { invoice_id: number }; result: RechnungPosition[] };
  /** Payload "not shown"; designed as the offer id, named as in a_get_offer_details. Sorted by lfd_nr. */
  a_get_offer_positions: { params: { offer_id: number }; result: AngebotPosition[] };
  /** Payload "not shown"; designed as the position id and its editable fields. */
  a_update_position: { params: { position_id: number } & PositionInput; result: null };
  /**
   * Payload "not shown"; designed as the document and the fields: exactly one of
   * `rechnung_id` and `angebot_id` is set, the other is null (requirements §3: "rechnung_id or
   * angebot_id"). Designed result: the new position id.
   */
  a_insert_position: {
    params: { rechnung_id: number | null; angebot_id: number | null } & PositionInput;
    result: number;
  };
  a_delete_position: { params: { position_id: number }; result: null };
  /** Position templates for the editor. */
  a_get_position_tmpl: { params: NoParams; result: PositionTemplate[] };
  /** Every forecast, sorted by datum. */
  a_get_prognose: { params: NoParams; result: Prognose[] };
  /** Designed result: the new forecast id. */
  a_insert_prognose: { params: Pick<Prognose, 'datum' | 'betrag' | 'art'>; result: number };
  /** Payload "not shown"; designed as the id (named as in a_delete_prognose) and the entity's fields. */
  a_update_prognose: { params: { prognose_id: number } & Pick<Prognose, 'datum' | 'betrag' | 'art'>; result: null };
  a_delete_prognose: { params: { prognose_id: number }; result: null };
}
