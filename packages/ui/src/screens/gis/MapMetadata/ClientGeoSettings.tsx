import styled from 'styled-components';
import { epsgFieldText } from '../../../model/backOffice/epsgSuggestion';
import type { KundePatch } from '../../../model/contract/tables';
import { BUNDESLAENDER, EPSG_OPTIONS } from '../../../model/domainValues';
import type { Client } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import type { BBoxRow } from '../../../model/resultRows';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, space } from '../../../theme';
import { AutoSelect } from '../../../forms/AutoSaveField';

export interface ClientGeoSettingsProps {
  /** The map's client; `null` for a map without one. */
  client: Pick<Client, 'client_id' | 'name' | 'bundesland' | 'epsg'> | null;
  /** a_get_bbox_from_client, as one read: the extent of the client's maps in WGS 84; `null` when the client has none. */
  bbox: QueryState<BBoxRow | null>;
  /** requirements §7 PATCH /kunde: "{bundesland} or {epsg}", one at a time. */
  onSaveClient: (patch: KundePatch) => Promise<unknown>;
}

const degrees = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const deg = (value: number) => `${degrees.format(value)}°`;

/** The client's Bundesland and EPSG (saved on the client, not the map) and the extent of its maps. */
export function ClientGeoSettings({ client, bbox: bboxQuery, onSaveClient }: ClientGeoSettingsProps) {
  if (!client) {
    return (
      <Card title="Kunde" headingLevel={3}>
        <Muted>Die Karte ist keinem Kunden zugeordnet.</Muted>
      </Card>
    );
  }
  const bbox = bboxQuery.data ?? null;
  // The same sentence as on the client's page; AutoSelect has no error of its own to carry a mismatch.
  const epsgText = epsgFieldText(client.bundesland, client.epsg);
  return (
    <Card title={`Kunde: ${client.name}`} headingLevel={3}>
      <Grid>
        <AutoSelect
          label="Bundesland des Kunden"
          value={client.bundesland}
          onSave={(bundesland) => onSaveClient({ bundesland })}
          options={BUNDESLAENDER}
        />
        <AutoSelect
          label="Koordinatensystem des Kunden"
          value={client.epsg}
          onSave={(epsg) => onSaveClient({ epsg })}
          hint={epsgText.error ?? epsgText.hint}
          options={EPSG_OPTIONS}
        />
      </Grid>
      <Extent aria-live="polite">
        <ExtentTitle>Ausdehnung der Karten des Kunden (WGS 84)</ExtentTitle>
        {bboxQuery.isLoading ? (
          <Spinner label="Ausdehnung wird geladen …" />
        ) : bboxQuery.error !== null ? (
          <ErrorState
            title="Die Ausdehnung konnte nicht geladen werden."
            error={bboxQuery.error}
            onRetry={bboxQuery.onRetry}
          />
        ) : bbox === null ? (
          <Muted>Noch keine georeferenzierten Passpunkte bei diesem Kunden.</Muted>
        ) : (
          <Box>
            <dt>West</dt>
            <dd>{deg(bbox.xmin)}</dd>
            <dt>Ost</dt>
            <dd>{deg(bbox.xmax)}</dd>
            <dt>Süd</dt>
            <dd>{deg(bbox.ymin)}</dd>
            <dt>Nord</dt>
            <dd>{deg(bbox.ymax)}</dd>
          </Box>
        )}
      </Extent>
    </Card>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${space[12]} * 5)), 1fr));
  gap: ${space[3]} ${space[4]};
`;

const Extent = styled.div`
  margin-top: ${space[4]};
`;

const ExtentTitle = styled.p`
  margin: 0 0 ${space[2]};
  font-size: ${fontSize.md};
  color: ${color.textSecondary};
`;

const Box = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, max-content max-content);
  gap: ${space[1]} ${space[2]};
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0 ${space[4]} 0 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
