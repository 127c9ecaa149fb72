import { Card } from '@waldmonitor/ui';
import { ClientAreaMap } from '@waldmonitor/ui/gis';
import { rowOf, useRpc } from '../../../api';
import { useRuntimeConfig } from '../../../config/RuntimeConfigContext';

/**
 * The client's area: the extent of its maps from
 * a_get_bbox_from_client on a small map, tiles from config.json. Loaded lazily with the
 * GIS chunk (leaflet), only when a client page shows it.
 */
export function ClientArea({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { mapTiles } = useRuntimeConfig();
  const bbox = rowOf(useRpc('a_get_bbox_from_client', { client_id: clientId }));
  return (
    <Card title="Kundengebiet" headingLevel={2} padding="md">
      <ClientAreaMap bbox={bbox} clientName={clientName} tileUrl={mapTiles?.url} attribution={mapTiles?.attribution} />
    </Card>
  );
}
