import type { Karte, KarteInsert, KartePatchField, MapListRow, MapPoint } from '@waldmonitor/ui/model';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  createKarte,
  deleteKarte,
  getBboxFromClient,
  getKarte,
  getKatasterOverview,
  getMapList,
  getMapPoints,
  patchKarteField,
  replaceMapPoints,
} from '../calls/maps';
import { useDataService } from '../DataServiceProvider';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation, useOptimisticChange, type OptimisticChange } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useMapList = () => useDataQuery(dataKey('a_get_map_list_from_db', {}), getMapList);

export const useBboxFromClient = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_bbox_from_client', { client_id: clientId }),
    getBboxFromClient,
  );

export const useKatasterOverview = () => useDataQuery(dataKey('a_get_kataster_overview', {}), getKatasterOverview);

/** GET /karte?id=eq.{id} */
export const useKarte = (id: number | null) => useDataQueryWhen(id, (id) => dataKey('getKarte', { id }), getKarte);

/** GET /mappoint?karte_id=eq.{id}&order=nr.asc */
export const useMapPoints = (karteId: number | null) =>
  useDataQueryWhen(karteId, (karteId) => dataKey('getMapPoints', { id: karteId }), getMapPoints);

const createKarteAffects = (_args: [KarteInsert]) => [
  matchKeys('a_get_map_list_from_db'),
  matchKeys('a_get_kataster_overview'),
];

/**
 * POST /karte (return=representation): resolves to the created map, which is put into
 * the cache of its GET /karte key so the editor that opens next needs no request.
 */
export function useCreateKarte(): (fields: KarteInsert) => Promise<Karte> {
  const create = useDataMutation(createKarte, createKarteAffects);
  const { mutate } = useSWRConfig();
  return useCallback(
    async (fields: KarteInsert) => {
      const created = await create(fields);
      await mutate(dataKey('getKarte', { id: created.id }), created, { revalidate: false });
      return created;
    },
    [create, mutate],
  );
}

/** The karte fields the GIS table shows (MapListRow); a change of one of them refreshes the list. */
const MAP_LIST_FIELDS = new Set<string>([
  'jahr',
  'status',
  'client_status',
  'typ',
  'epsg',
  'georef_typ',
  'show_client',
  'scale',
] satisfies (keyof MapListRow)[]);

function karteFieldAffects(id: number, field: KartePatchField) {
  return [matchKeys('getKarte', { id }), ...(MAP_LIST_FIELDS.has(field) ? [matchKeys('a_get_map_list_from_db')] : [])];
}

const patchKarteFieldAffects = <F extends KartePatchField>([id, field]: [id: number, field: F, value: Karte[F]]) =>
  karteFieldAffects(id, field);

/**
 * PATCH /karte, one field at a time (requirements §7). Rejects on failure so the field can show
 * the service's message and keep what the person typed.
 */
export const usePatchKarteField = () =>
  useDataMutation(patchKarteField, patchKarteFieldAffects) as <F extends KartePatchField>(
    id: number,
    field: F,
    value: Karte[F],
  ) => Promise<null>;

const showClientChange: OptimisticChange<[id: number, showClient: boolean], Karte | null> = {
  run: (client, id, showClient) => patchKarteField(client, id, 'show_client', showClient),
  target: (id) => dataKey('getKarte', { id }),
  apply: (current, _id, showClient) => (current ? { ...current, show_client: showClient } : current),
  affected: () => [matchKeys('a_get_map_list_from_db')],
  failure: (_id, showClient) =>
    showClient
      ? 'Die Karte wurde nicht für den Kunden freigegeben.'
      : 'Die Freigabe der Karte für den Kunden wurde nicht zurückgenommen.',
};

/** The `show_client` switch: moves at once, back with a message when the service refuses. */
export const useSetShowClient = () => useOptimisticChange(showClientChange);

/** DELETE /karte: the lists lose the map; its own reads are dropped without a request. */
export function useDeleteKarte(): (id: number) => Promise<null> {
  const { client } = useDataService();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const result = await deleteKarte(client, id);
      await Promise.all([
        mutate(dataKey('getKarte', { id }), null, { revalidate: false }),
        mutate(dataKey('getMapPoints', { id }), [], { revalidate: false }),
        mutate(matchKeys('a_get_map_list_from_db')),
        mutate(matchKeys('a_get_kataster_overview')),
        mutate(matchKeys('a_get_bbox_from_client')),
      ]);
      return result;
    },
    [client, mutate],
  );
}

/** Saving the georeferencing changes the map's points and the point count in the GIS table. */
const replaceMapPointsAffects = ([karteId]: [karteId: number, points: readonly MapPoint[]]) => [
  matchKeys('getMapPoints', { id: karteId }),
  matchKeys('a_get_map_list_from_db'),
];
/** DELETE /mappoint?karte_id=eq.{id}, then POST /mappoint (architecture §3). */
export const useReplaceMapPoints = () => useDataMutation(replaceMapPoints, replaceMapPointsAffects);
