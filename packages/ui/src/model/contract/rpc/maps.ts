import type { GeorefType } from '../../domainValues';
import type { LengthByErfqRow, LengthByQdtRow, MapPoint, SurveyOverviewRow } from '../../entities';
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
  /**
   * Drainage length by erfq over every client (the spec lists no payload), or one client's with
   * the optional `client_id` (requirements §3: spec calls are extended only by optional fields).
   */
  a_get_draenage_overview_erfq: { params: { client_id?: number }; result: LengthByErfqRow[] };
  /**
   * Ours, not the spec's (requirements §7 "Procedures of ours"): one client's drainage length by
   * qdt; the spec's view /drae_laenge_qdt_nach_aop counts every client.
   */
  a_get_draenage_overview_qdt: { params: { client_id: number }; result: LengthByQdtRow[] };
  /**
   * Ours, not the spec's (requirements §7 "Procedures of ours"): the georeferencing saved in one
   * transaction: the map's points replaced and its type, resolution, GDAL script and mask stored.
   * The points' own `karte_id` is ignored; they belong to `karte_id`.
   */
  a_save_georeference: {
    params: {
      karte_id: number;
      punkte: Omit<MapPoint, 'karte_id'>[];
      georef_typ: GeorefType;
      res: number | null;
      georef_bash: string | null;
      /**
       * The mask drawn on the scan (`Karte.georef_maske`), `null` for none. The save replaces the
       * georeferencing whole: `null` clears a stored mask. A malformed one is refused (400, P0001).
       */
      georef_maske: [number, number][] | null;
    };
    result: null;
  };
  /** Abbreviations and their meaning, for chart labels. */
  a_get_acronyms: { params: NoParams; result: Acronym[] };
}
