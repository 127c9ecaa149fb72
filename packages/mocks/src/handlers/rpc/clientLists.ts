import type { ClientListRow, KatasterOverviewRow } from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import { ReadCache } from '../../store/readCache';
import type { RpcImpls } from './context';

/** How many rows of `rows` have each client id (rows without one are no client's). */
function countByClient<Row extends { client_id: number | null }>(
  rows: readonly Row[],
  counts: (row: Row) => boolean = () => true,
): Map<number, number> {
  const byClient = new Map<number, number>();
  for (const row of rows) {
    if (row.client_id === null || !counts(row)) continue;
    byClient.set(row.client_id, (byClient.get(row.client_id) ?? 0) + 1);
  }
  return byClient;
}

/** Each client's cadastre switch: its first settings row's, false without one. */
function katasterByClient(db: MockTables): Map<number, boolean> {
  const byClient = new Map<number, boolean>();
  for (const settings of db.clientSettings.all()) {
    if (!byClient.has(settings.client_id)) byClient.set(settings.client_id, settings.kataster_status);
  }
  return byClient;
}

const isGeoreferenced = (status: string | null) => status === 'georeferenziert' || status === 'geprueft';

/**
 * The clients with their figures, in client order. Both lists count every client's maps (and
 * users): at the large dataset that was 20–100 ms per request, asked by the overview's three
 * counts, the clients list, each client choice and the cadastre list's page and its two counts,
 * for rows that change only when one of the tables they read is written. Counted in one pass
 * over each table and kept between writes (readCache.ts).
 */
const clientList = new ReadCache<ClientListRow>();
const katasterOverview = new ReadCache<KatasterOverviewRow>();

const byClientId = <Row extends { client_id: number }>(rows: Row[]) => rows.sort((a, b) => a.client_id - b.client_id);

export const clientListRpcs = {
  a_get_all_clients: ({ db }) =>
    clientList.rows('', [db.kunde, db.clientSettings, db.karte, db.clientAppUsers], () => {
      const kataster = katasterByClient(db);
      const maps = countByClient(db.karte.all());
      const users = countByClient(db.clientAppUsers.all());
      return byClientId(db.kunde.all()).map((client): ClientListRow => ({
        ...client,
        kataster_status: kataster.get(client.client_id) ?? false,
        karten: maps.get(client.client_id) ?? 0,
        nutzer: users.get(client.client_id) ?? 0,
      }));
    }),

  a_get_kataster_overview: ({ db }) =>
    katasterOverview.rows('', [db.kunde, db.clientSettings, db.karte], () => {
      const kataster = katasterByClient(db);
      const maps = countByClient(db.karte.all());
      const georeferenced = countByClient(db.karte.all(), (map) => isGeoreferenced(map.status));
      return byClientId(db.kunde.all()).map((client): KatasterOverviewRow => ({
        client_id: client.client_id,
        name: client.name,
        kataster_status: kataster.get(client.client_id) ?? false,
        karten: maps.get(client.client_id) ?? 0,
        karten_georeferenziert: georeferenced.get(client.client_id) ?? 0,
      }));
    }),
} satisfies RpcImpls<'a_get_all_clients' | 'a_get_kataster_overview'>;
