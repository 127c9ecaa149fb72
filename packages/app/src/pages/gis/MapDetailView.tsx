import { MapDetailScreen } from '@waldmonitor/ui/gis';
import { allQueries, kartePatch, mapQuery } from '@waldmonitor/ui/model';
import { rowOf, useList, useRpc, useTable, useTableMutation } from '../../api';
import { oneClientQuery } from '../../lists/useClientChoice';
import { useState } from 'react';
import { UnsavedChangesGuard } from '../../forms';
import { useViewTitle } from '../../shell/viewTitle';
import { useLocalDraft } from './useLocalDraft';
import { useSaveGeoreference } from './useSaveGeoreference';
import { useDhdnGrid } from './useDhdnGrid';
import { useScanView } from './useScanView';
import type { ScanSourceConfig, WmsConfig } from '../../config/runtimeConfig';
import { useMapBackgrounds } from './useMapBackgrounds';

export interface MapDetailViewProps {
  karteId: number;
  tileUrl?: string;
  attribution?: string;
  /** WMS backgrounds offered beside the tiles (runtime configuration `mapWms`). */
  wms?: readonly WmsConfig[];
  /** Where scans come from (runtime configuration `scans`); without it the editor names the key. */
  scans?: ScanSourceConfig;
}

/** One map: GET /karte and its points, the georeferencing editor and the metadata fields. */
export function MapDetailView({ karteId, tileUrl, attribution, wms, scans }: MapDetailViewProps) {
  const karte = rowOf(useTable('getKarte', { id: karteId }));
  const points = useTable('getMapPoints', { id: karteId });
  useViewTitle(karte.data ? `Karte ${karte.data.map_name}` : null);
  const clientId = karte.data?.client_id ?? null;
  // The map's client alone (client_id=eq.), not every client.
  const clientRow = useList('a_get_all_clients', {}, clientId === null ? null : oneClientQuery(clientId));
  const bbox = rowOf(useRpc('a_get_bbox_from_client', clientId === null ? null : { client_id: clientId }));
  const patchKarte = useTableMutation('patchKarte');
  const patchKunde = useTableMutation('patchKunde');
  const save = useSaveGeoreference(karteId);
  const [isDirty, setDirty] = useState(false);

  // The map shows once the grid is settled too: every conversion of the editor then uses one shift.
  const dhdnGrid = useDhdnGrid();
  const map = allQueries([karte, points, dhdnGrid]);
  const [loaded, loadedPoints] = map.data ?? [null, []];
  const client = clientRow.data?.rows[0] ?? null;
  const scan = useScanView(scans, karte.data ?? null);
  const localDraft = useLocalDraft(karteId, loaded ?? null, map.data ? loadedPoints : null);
  const backgrounds = useMapBackgrounds(wms);
  return (
    <>
      <MapDetailScreen
        karteId={karteId}
        map={mapQuery(map, ([record, saved]) => ({ karte: record, points: saved }))}
        dhdnShift={dhdnGrid.data}
        client={client}
        bbox={bbox}
        tileUrl={tileUrl}
        attribution={attribution}
        backgrounds={backgrounds}
        scan={scan}
        onSaveGeoreference={save}
        onDirtyChange={setDirty}
        localDraft={localDraft}
        onSaveField={(field, value) => patchKarte({ id: karteId }, kartePatch(field, value))}
        onSaveClient={(patch) => (client ? patchKunde({ id: client.client_id }, patch) : Promise.resolve(null))}
      />
      {/* Another map (`karte`) or the table is another view: leaving it with unsaved points asks first. */}
      <UnsavedChangesGuard
        isDirty={isDirty}
        viewParams={['karte']}
        message="Die Passpunkte oder der Transformationstyp dieser Karte sind nicht gespeichert. Wenn Sie die Karte verlassen, gehen die Änderungen verloren."
      />
    </>
  );
}
