import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RpcParams } from '../../../model/contract';
import type { KundePatch } from '../../../model/contract/tables';
import type { QueryState } from '../../../model/queryState';
import type { ClientDetailsRow } from '../../../model/resultRows';
import { Grid } from '../../../primitives/Grid';
import { Inline } from '../../../primitives/Inline';
import { Page } from '../../../primitives/Page';
import { Tag } from '../../../primitives/Tag';
import { ClientStatusAction } from './ClientStatusAction';
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
  /**
   * a_set_client_active: deactivates the client (false) or activates it again (true), asked
   * first in a dialog that shows a refusal; without it the page offers neither.
   */
  onActiveChange?: (aktiv: boolean) => Promise<unknown>;
  onDirtyChange?: (isDirty: boolean) => void;
  /** The client's people (ClientPeople), composed by the page. */
  people?: ReactNode;
  /** The survey charts, composed by the page (they load echarts only when shown). */
  surveys?: ReactNode;
  /** The area of the client's maps on a small map, composed by the page (leaflet loads with it). */
  area?: ReactNode;
  /** The client's open items (ClientOpenItems), composed by the page. */
  openItems?: ReactNode;
  /** The client's Debitorennummer (DebitorCard), composed by the page. */
  debitor?: ReactNode;
}

/**
 * Dashboard › Kunden › one client: master data, Land and EPSG, e-invoice data, Debitorennummer,
 * cadastre, project folder, its open items, people; deactivating it (marked "Deaktiviert" under
 * the title) and activating it again.
 */
export function ClientDetailScreen({
  client: read,
  backHref,
  mapsHref,
  onSaveDetails,
  onPatch,
  onSaveOrdner,
  onKatasterChange,
  onActiveChange,
  onDirtyChange,
  people,
  surveys,
  area,
  openItems,
  debitor,
}: ClientDetailScreenProps) {
  const client = read.data ?? null;

  return (
    <Page
      title={client?.name ?? 'Kunde'}
      subtitle={
        client && (!client.aktiv || client.verbraucher) ? (
          <Inline gap={2}>
            {client.aktiv ? null : <Tag label="Deaktiviert" tone="warning" />}
            {/* Read-only here; changed in the Stammdaten form (§ 288 BGB: +5 points, no Pauschale). */}
            {client.verbraucher ? <Tag label="Privatkunde (Verbraucher)" tone="info" /> : null}
            {client.name_zusatz ?? null}
          </Inline>
        ) : (
          (client?.name_zusatz ?? undefined)
        )
      }
      actions={
        client && onActiveChange ? (
          <ClientStatusAction clientName={client.name} aktiv={client.aktiv} onActiveChange={onActiveChange} />
        ) : undefined
      }
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
          {debitor}
          <SettingsCard
            key={`settings-${client.client_id}`}
            clientName={client.name}
            kataster={client.kataster_status}
            ordner={client.ordner}
            onKatasterChange={onKatasterChange}
            onSaveOrdner={onSaveOrdner}
            mapsHref={mapsHref}
          />
          {openItems}
          {area}
          {/* The users' table needs more than one card's column: its account buttons were cut at the column's edge. */}
          {people ? <FullRow>{people}</FullRow> : null}
        </Grid>
      ) : null}
      {client ? surveys : null}
    </Page>
  );
}

/** A card across every column of the grid. */
const FullRow = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
