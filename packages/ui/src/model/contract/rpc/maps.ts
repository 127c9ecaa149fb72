import type { LengthByErfqRow, SurveyOverviewRow } from '../../entities';
import type { Acronym, BBoxRow, KatasterOverviewRow, MapListRow } from '../../resultRows';
import type { NoParams } from './shared';

type SurveyOverview = { params: { client_id: number }; result: SurveyOverviewRow[] };

/** Remote procedures about maps, the cadastre and its survey charts (requirements §7). */
export interface MapRpcs {
  /** The GIS table of scanned maps; designed result (the spec shows no shape): scale, DIN, active points and RMSE included. */
  a_get_map_list_from_db: { params: NoParams; result: MapListRow[] };
  /** Designed result: one row with the extent of the client's maps in WGS 84, none without maps. */
  a_get_bbox_from_client: { params: { client_id: number }; result: BBoxRow[] };
  /** Per client: cadastre on or off and how far its maps are. */
  a_get_kataster_overview: { params: NoParams; result: KatasterOverviewRow[] };
  /** Outlets (Ausmündungen) of a client: vermessen versus vermutet (requirements §4). */
  a_get_ausm_overview_vermessen: SurveyOverview;
  /** Manholes (Schächte). */
  a_get_schae_overview_vermessen: SurveyOverview;
  /** Gullies (Schluckbrunnen). */
  a_get_schlu_overview_vermessen: SurveyOverview;
  /** Inlets (Einleitungen). */
  a_get_einl_overview_vermessen: SurveyOverview;
  /** Drainage pipes (Dränagen). */
  a_get_drae_overview_vermessen: SurveyOverview;
  /** Drainage length by erfq; the spec lists no payload. */
  a_get_draenage_overview_erfq: { params: NoParams; result: LengthByErfqRow[] };
  /** Abbreviations and their meaning, for chart labels. */
  a_get_acronyms: { params: NoParams; result: Acronym[] };
}
