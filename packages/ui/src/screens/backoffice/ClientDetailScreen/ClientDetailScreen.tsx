import type { ReactNode } from 'react';
import type { RpcParams } from '../../../model/contract';
import type { KundePatch } from '../../../model/contract/tables';
import type { QueryState } from '../../../model/queryState';
import type { ClientDetailsRow } from '../../../model/resultRows';
import { Grid } from '../../../primitives/Grid';
import { Page } from '../../../primitives/Page';
import { EInvoiceCard } from './EInvoiceCard';
import { GeoCard } from './GeoCard';
import { MasterDataCard } from './MasterDataCard';
import { SettingsCard } from './SettingsCard';

export interface ClientDetailScreenProps {
  /** a_get_client_details, as one read; null for an unknown id. */
  client: QueryState<ClientDetailsRow | null>;
  /** The list this client was opened from. */
  backHref: string;
  /** The client's maps in /gis/index. */
  mapsHref: string;
  onSaveDetails: (params: RpcParams<'a_update_client_details'>) => Promise<unknown>;
  onPatch: (patch: KundePatch) => Promise<unknown>;
  onSaveOrdner: (ordner: string) => Promise<unknown>;
  onKatasterChange: (enabled: boolean) => unknown;
  onDirtyChange?: (isDirty: boolean) => void;
  /** The client's people (ClientPeople), composed by the page. */
  people?: ReactNode;
  /** The survey charts, composed by the page (they load echarts only when shown). */
  surveys?: ReactNode;
  /** The area of the client's maps on a small map, composed by the page (leaflet loads with it). */
  area?: ReactNode;
}

/** Dashboard › Kunden › one client: master data, Land and EPSG, cadastre, project folder, people. */
export function ClientDetailScreen({
  client: read,
  backHref,
  mapsHref,
  onSaveDetails,
  onPatch,
  onSaveOrdner,
  onKatasterChange,
  onDirtyChange,
  people,
  surveys,
  area,
}: ClientDetailScreenProps) {
  const client = read.data ?? null;

  return (
    <Page
      title={client?.name ?? 'Kunde'}
      subtitle={client?.name_zusatz ?? undefined}
      backLink={{ to: backHref, label: 'Zurück zur Kundenliste' }}
      query={read}
      loadingLabel="Kunde wird geladen …"
      errorTitle="Der Kunde konnte nicht geladen werden."
      state={
        client === null
          ? { status: 'notFound', title: 'Diesen Kunden gibt es nicht.', description: 'Vielleicht wurde er gelöscht.' }
          : undefined
      }
    >
      {client ? (
        <Grid minColumnWidth="22rem" gap={4} alignItems="start">
          <MasterDataCard key={client.client_id} client={client} onSave={onSaveDetails} onDirtyChange={onDirtyChange} />
          <GeoCard client={client} onPatch={onPatch} />
          <EInvoiceCard key={`einvoice-${client.client_id}`} client={client} onSave={onSaveDetails} />
          <SettingsCard
            key={`settings-${client.client_id}`}
            clientName={client.name}
            kataster={client.kataster_status}
            ordner={client.ordner}
            onKatasterChange={onKatasterChange}
            onSaveOrdner={onSaveOrdner}
            mapsHref={mapsHref}
          />
          {people}
          {area}
        </Grid>
      ) : null}
      {client ? surveys : null}
    </Page>
  );
}
