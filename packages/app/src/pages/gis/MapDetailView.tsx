import { EmptyState, ErrorState, Spinner, color, fontSize, fontWeights, space } from '@waldmonitor/ui';
import { GeorefEditor, MapMetadata } from '@waldmonitor/ui/gis';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAllClients, useBboxFromClient, useKarte, useMapPoints, usePatchKarteField, usePatchKunde } from '../../api';
import { useSaveGeoreference } from './useSaveGeoreference';

export interface MapDetailViewProps {
  karteId: number;
  tileUrl?: string;
  attribution?: string;
}

/** One map: GET /karte and its points, the georeferencing editor and the metadata fields. */
export function MapDetailView({ karteId, tileUrl, attribution }: MapDetailViewProps) {
  const karte = useKarte(karteId);
  const points = useMapPoints(karteId);
  const clients = useAllClients();
  const clientId = karte.data?.client_id ?? null;
  const bbox = useBboxFromClient(clientId);
  const patchField = usePatchKarteField();
  const patchKunde = usePatchKunde();
  const save = useSaveGeoreference(karteId);

  const back = (
    <BackLink to="/gis/index">
      <span aria-hidden="true">←</span> Alle Karten
    </BackLink>
  );

  if (karte.isLoading || points.isLoading) {
    return (
      <Page>
        {back}
        <Spinner size="32px" label="Karte wird geladen …" />
      </Page>
    );
  }
  const failure = karte.error ?? points.error;
  if (failure) {
    return (
      <Page>
        {back}
        <ErrorState
          title="Die Karte konnte nicht geladen werden."
          message={failure.message}
          onRetry={() => Promise.all([karte.mutate(), points.mutate()])}
        />
      </Page>
    );
  }
  if (!karte.data) {
    return (
      <Page>
        {back}
        <EmptyState
          icon="map"
          title={`Eine Karte mit der Nummer ${karteId} gibt es nicht.`}
          description="Sie wurde vielleicht gelöscht."
          action={<BackLink to="/gis/index">Zur Kartenliste</BackLink>}
        />
      </Page>
    );
  }

  const map = karte.data;
  const client = clients.data?.find((candidate) => candidate.client_id === map.client_id) ?? null;
  return (
    <Page>
      {back}
      <Title>{map.map_name}</Title>
      <Section aria-labelledby="georef-heading">
        <h2 id="georef-heading">Georeferenzierung</h2>
        <GeorefEditor
          karte={map}
          initialPoints={points.data ?? []}
          epsg={map.epsg ?? client?.epsg ?? null}
          bbox={bbox.data ?? null}
          tileUrl={tileUrl}
          attribution={attribution}
          onSave={save}
        />
      </Section>
      <Section aria-labelledby="metadata-heading">
        <h2 id="metadata-heading">Metadaten</h2>
        <MapMetadata
          karte={map}
          client={client}
          bbox={bbox.data ?? null}
          isBboxLoading={bbox.isLoading}
          bboxError={bbox.error ? bbox.error.message : null}
          onSaveField={(field, value) => patchField(karteId, field, value)}
          onSaveClient={(patch) => (client ? patchKunde(client.client_id, patch) : Promise.resolve(null))}
        />
      </Section>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;
`;

const BackLink = styled(Link)`
  justify-self: start;
  color: ${color.primary};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Section = styled.section`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
    font-weight: ${fontWeights.semibold};
  }
`;
