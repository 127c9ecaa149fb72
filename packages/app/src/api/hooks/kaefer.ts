import type { BundeslandCode, RpcParams } from '@waldmonitor/ui/model';
import {
  getBilder,
  getKaeferart,
  getKaeferarten,
  getKaeferByArt,
  getKaeferByBundesland,
  getKaeferOverview,
  patchKaeferArt,
  updateBilder,
  updateKaefer,
  updateMessage,
} from '../calls/kaefer';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useKaeferByBundesland = () =>
  useDataQuery(dataKey('a_get_kaefer_by_bundesland', {}), getKaeferByBundesland);

export const useKaeferByArt = () => useDataQuery(dataKey('a_get_kaefer_by_art', {}), getKaeferByArt);

/** The records of a state and species; null in either means "all". */
export const useKaeferOverview = (bundesland: BundeslandCode | null, kaeferart: number | null) =>
  useDataQuery(dataKey('a_get_kaefer_overview', { bundesland, kaeferart }), (client, opts) =>
    getKaeferOverview(client, { bundesland, kaeferart }, opts),
  );

/** GET /kaeferarten */
export const useKaeferarten = () => useDataQuery(dataKey('getKaeferarten', {}), getKaeferarten);

/** GET /kaeferarten?id=eq.{id} */
export const useKaeferart = (id: number | null) =>
  useDataQueryWhen(id, (id) => dataKey('getKaeferart', { id }), getKaeferart);

/** GET /bilder?kaefer_id=eq.{id}&order=filename */
export const useBilder = (kaeferId: number | null) =>
  useDataQueryWhen(kaeferId, (kaeferId) => dataKey('getBilder', { id: kaeferId }), getBilder);

/** Every overview (any filter) may hold the record; the counts count published records by state and species. */
const overviews = matchKeys('a_get_kaefer_overview');
const publishedCounts = [matchKeys('a_get_kaefer_by_bundesland'), matchKeys('a_get_kaefer_by_art')];

/**
 * After a_update_kaefer: the overview and that record. The record is the overview's row
 * (the spec has no call that reads one record), so every overview is revalidated, and
 * the counts of published records with it, as a status change can publish or withdraw.
 */
const updateKaeferAffects = (_args: [RpcParams<'a_update_kaefer'>]) => [overviews, ...publishedCounts];
export const useUpdateKaefer = () => useDataMutation(updateKaefer, updateKaeferAffects);

const updateMessageAffects = (_args: [RpcParams<'a_update_message'>]) => [overviews];
export const useUpdateMessage = () => useDataMutation(updateMessage, updateMessageAffects);

/** The pictures of that record, and the overview's picture count. */
const updateBilderAffects = ([params]: [RpcParams<'a_update_bilder'>]) => [
  matchKeys('getBilder', { id: params.kid }),
  overviews,
];
export const useUpdateBilder = () => useDataMutation(updateBilder, updateBilderAffects);

/** A new species changes the overview's species name and the count by species. */
const patchKaeferArtAffects = (_args: [kaeferId: number, art: number | null]) => [
  overviews,
  matchKeys('a_get_kaefer_by_art'),
];
/** PATCH /kaefer with `{art}`. */
export const usePatchKaeferArt = () => useDataMutation(patchKaeferArt, patchKaeferArtAffects);
