import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import type { BBoxRow } from '../../../model/resultRows';
import type { Karte } from '../../../model/entities';
import { Page } from '../../../primitives/Page';
import { Stack } from '../../../primitives/Stack';
import { fontSize, fontWeights } from '../../../theme';
import { GeorefEditor, type GeorefEditorProps } from '../GeorefEditor';
import { MapMetadata, type ClientGeoSettingsProps, type MapMetadataProps } from '../MapMetadata';

/** A map as its page reads it: the record and its saved points. */
export interface MapWithPoints {
  /** GET /karte?id=eq.{id}; null when the service knows no such map. */
  karte: Karte | null;
  /** The saved points (GET /mappoint…&order=nr.asc). */
  points: GeorefEditorProps['initialPoints'];
}

export interface MapDetailScreenProps {
  /** The id from the URL (`?karte=`), named while the map loads and when it does not exist. */
  karteId: number;
  /** The map and its points, as one read. */
  map: QueryState<MapWithPoints>;
  /** The map's client (its EPSG stands in when the map has none). */
  client: ClientGeoSettingsProps['client'];
  /** a_get_bbox_from_client: the extent of the client's maps; null when it has none. */
  bbox: QueryState<BBoxRow | null>;
  /** The scan; without it a sheet with a pixel grid stands in. */
  imageUrl?: string | null;
  /** The scan as the runtime configuration serves it; wins over `imageUrl`. */
  scan?: GeorefEditorProps['scan'];
  tileUrl?: string;
  attribution?: string;
  /** The configured WMS backgrounds of the world map and the person's kept choice. */
  backgrounds?: GeorefEditorProps['backgrounds'];
  /** How DHDN maps are shifted to ETRS89: through the loaded BeTA2007 grid or the fixed parameters. */
  dhdnShift?: GeorefEditorProps['dhdnShift'];
  /** Replaces the map's points and stores type and script. */
  onSaveGeoreference: GeorefEditorProps['onSave'];
  /** The georeferencing editor holds unsaved changes: the page warns before leaving. */
  onDirtyChange?: GeorefEditorProps['onDirtyChange'];
  /** The editor's unsaved points kept as a local draft, and a kept draft offered back. */
  localDraft?: GeorefEditorProps['localDraft'];
  onSaveField: MapMetadataProps['onSaveField'];
  onSaveClient: MapMetadataProps['onSaveClient'];
  /** Where "Alle Karten" leads. */
  listPath?: string;
}

/** One scanned map (/gis/index?karte=<id>): the georeferencing editor and the metadata fields. */
export function MapDetailScreen({
  karteId,
  map,
  client,
  bbox: bboxQuery,
  imageUrl,
  scan,
  tileUrl,
  attribution,
  backgrounds,
  dhdnShift,
  onSaveGeoreference,
  onDirtyChange,
  localDraft,
  onSaveField,
  onSaveClient,
  listPath = '/gis/index',
}: MapDetailScreenProps) {
  const back = { to: listPath, label: 'Alle Karten' };
  const karte = map.data?.karte ?? null;
  if (karte === null || map.error !== null) {
    return (
      <Page
        title={`Karte ${karteId}`}
        backLink={back}
        query={map}
        loadingLabel="Karte wird geladen …"
        errorTitle="Die Karte konnte nicht geladen werden."
        state={{
          status: 'notFound',
          icon: 'map',
          title: `Eine Karte mit der Nummer ${karteId} gibt es nicht.`,
          description: 'Sie wurde vielleicht gelöscht.',
        }}
      />
    );
  }
  const points = map.data?.points ?? [];
  const bbox = bboxQuery.data ?? null;

  const subtitle = [client?.name, karte.jahr === null ? null : String(karte.jahr), `Nr. ${karte.id}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Page title={karte.map_name} subtitle={subtitle} backLink={back}>
      <Section title="Georeferenzierung">
        <GeorefEditor
          karte={karte}
          initialPoints={points}
          epsg={karte.epsg ?? client?.epsg ?? null}
          imageUrl={imageUrl}
          scan={scan}
          bbox={bbox}
          tileUrl={tileUrl}
          attribution={attribution}
          backgrounds={backgrounds}
          dhdnShift={dhdnShift}
          onSave={onSaveGeoreference}
          onDirtyChange={onDirtyChange}
          localDraft={localDraft}
        />
      </Section>
      <Section title="Metadaten">
        <MapMetadata
          karte={karte}
          client={client}
          bbox={bboxQuery}
          onSaveField={onSaveField}
          onSaveClient={onSaveClient}
        />
      </Section>
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </Stack>
  );
}

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeights.semibold};
`;
