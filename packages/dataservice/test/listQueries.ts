/**
 * The list screens' reads as PostgREST 12 sends them, for the EXPLAIN test (explain.test.ts)
 * and the bench (scripts/bench/sqlLists.ts): the first page (the list's default order,
 * LIMIT 50) without and with each filter the screens offer, and the count query of
 * `Prefer: count=exact` (PostgREST counts with a second query over the same source).
 */
import type { Caller } from './harness';

export const ADMIN: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };
export const EXPERT: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };

export const PAGE_SIZE = 50;

export interface ListFilter {
  /** What the screen calls the filter (German, as the toolbar shows it). */
  label: string;
  /** Arguments of the procedure (a_get_kaefer_overview's Bundesland and species), else none. */
  args?: string;
  /** PostgREST's filter on the result, as SQL. */
  where?: string;
  /**
   * A substring search (`ilike.*…*`) without a trigram index (the users have theirs,
   * sql/62_user_search.sql): no B-tree index serves it, so it may scan the table; its time is
   * what counts.
   */
  scans?: boolean;
}

export interface ListQuery {
  /** The screen. */
  screen: string;
  caller: Caller;
  /** The relation: `api.<procedure>(<args>)` or a table path's view; `$args` takes a filter's arguments. */
  from: string;
  /** Arguments when no filter gives its own. */
  defaultArgs?: string;
  /** The list's default order. */
  order: string;
  /**
   * The procedure's own order (its ORDER BY) is the default: the request names none, so
   * PostgREST adds no ORDER BY and the LIMIT reaches the procedure's ordered scan.
   */
  ownOrder?: boolean;
  /** A filter every request of the screen carries (a table path read for one client or map). */
  where?: string;
  /**
   * One row of sums over every row the filters match (the Netto/Brutto under a list): it reads
   * them all, as a count does, so unfiltered it may scan; it has no count query of its own.
   */
  aggregate?: boolean;
  filters: ListFilter[];
}

export const LIST_QUERIES: readonly ListQuery[] = [
  {
    screen: 'Meldungen (Prüfung)',
    caller: EXPERT,
    from: 'api.a_get_kaefer_overview($args)',
    defaultArgs: 'bundesland := NULL, kaeferart := NULL',
    order: 'fund_datum DESC, id DESC',
    ownOrder: true,
    filters: [
      { label: 'Bundesland', args: `bundesland := 'BY', kaeferart := NULL` },
      { label: 'Käferart', args: `bundesland := NULL, kaeferart := '3'` },
      { label: 'Bundesland und Käferart', args: `bundesland := 'BW', kaeferart := '1'` },
      { label: 'Bundesland (seltenes)', args: `bundesland := 'HB', kaeferart := NULL` },
      { label: 'Status', where: `status = 'gemeldet'` },
      // The back office overview's count of sightings waiting for an expert; the queue's list over every cell.
      { label: 'wartend (Übersicht)', where: `status IN ('gemeldet', 'in_pruefung', 'bestaetigt')` },
      // The review queue's list of one cell as it opens: waiting for an expert, newest first.
      {
        label: 'Zelle wartend',
        args: `bundesland := 'BY', kaeferart := '3'`,
        where: `status IN ('gemeldet', 'in_pruefung', 'bestaetigt')`,
      },
      {
        label: 'ohne Art wartend',
        where: `art IS NULL AND status IN ('gemeldet', 'in_pruefung', 'bestaetigt')`,
      },
      { label: 'ohne Bundesland', where: 'bundesland IS NULL' },
      {
        label: 'Zelle, Suche',
        args: `bundesland := 'BY', kaeferart := NULL`,
        where: `(art_name ILIKE '%eich%' OR letzter_bearbeiter ILIKE '%eich%' OR beschreibung ILIKE '%eich%')`,
        scans: true,
      },
    ],
  },
  {
    // The review queue's matrix (sql/57_review_queue.sql): one row per Bundesland and species.
    screen: 'Prüfmatrix (a_get_kaefer_queue)',
    caller: EXPERT,
    from: 'api.a_get_kaefer_queue()',
    order: 'bundesland, art',
    ownOrder: true,
    filters: [],
  },
  {
    // The procedure has no order of its own (sql/65_all_users_by_request.sql): callers send theirs.
    screen: 'Benutzer',
    caller: ADMIN,
    from: 'api.a_get_all_users()',
    order: 'user_id',
    filters: [
      { label: 'Rolle', where: `app_status = 'ogf_expert_query'` },
      {
        label: 'Suche',
        where: `(last_name ILIKE '%berg%' OR first_name ILIKE '%berg%' OR email ILIKE '%berg%')`,
      },
    ],
  },
  {
    // A client's "Vorhandenen Nutzer hinzufügen": the users a search finds, 20 by name (a page of 50 here).
    screen: 'Nutzer zum Kunden hinzufügen',
    caller: ADMIN,
    from: 'api.a_get_all_users()',
    order: 'last_name, first_name, user_id',
    filters: [
      {
        label: 'Suche',
        where: `(last_name ILIKE '%berg%' OR first_name ILIKE '%berg%' OR email ILIKE '%berg%')`,
      },
    ],
  },
  {
    // A client's users on its detail (25 a page there), by name; the client's links by their key.
    screen: 'Nutzer eines Kunden',
    caller: ADMIN,
    from: 'api.a_get_appusers_from_client($args)',
    defaultArgs: `client_id := '1000'`,
    order: 'last_name, first_name, user_id',
    filters: [
      {
        label: 'Suche',
        where: `(last_name ILIKE '%berg%' OR first_name ILIKE '%berg%' OR email ILIKE '%berg%')`,
      },
    ],
  },
  {
    screen: 'Benutzer (GET /benutzer)',
    caller: ADMIN,
    from: 'api.benutzer',
    order: 'user_id',
    filters: [
      { label: 'Rolle', where: `app_status = 'ogf_expert_query'` },
      { label: 'Name', where: `last_name = 'Schulz'` },
      { label: 'Mail bei neuen Meldungen', where: 'mail_new IS TRUE' },
      {
        label: 'Suche',
        where: `(last_name ILIKE '%berg%' OR first_name ILIKE '%berg%' OR email ILIKE '%berg%')`,
      },
      // A word in one user of twenty (Schmidt, Schmitt, Schmitz, Schmid): the first page is found early.
      {
        label: 'Suche (häufig)',
        where: `(last_name ILIKE '%schm%' OR first_name ILIKE '%schm%' OR email ILIKE '%schm%')`,
      },
    ],
  },
  {
    screen: 'Kunden',
    caller: ADMIN,
    from: 'api.a_get_all_clients()',
    // The list opens by name, the client id breaking ties (the request names this order).
    order: 'name, client_id',
    filters: [
      { label: 'Bundesland', where: `bundesland = 'NI'` },
      { label: 'Suche', where: `name ILIKE '%wald%'`, scans: true },
      // The overview's clients needing attention (overviewQueries.ts), shortened to two Länder.
      {
        label: 'ohne passende Koordinaten (Übersicht)',
        where: `(bundesland IS NULL OR epsg IS NULL OR (bundesland = 'BW' AND epsg <> 25832 AND epsg <> 31467)
                OR (bundesland = 'SN' AND epsg <> 25833 AND epsg <> 31468 AND epsg <> 31469))`,
      },
      { label: 'mit Kataster (Übersicht)', where: 'kataster_status = true' },
    ],
  },
  {
    screen: 'Kataster',
    caller: ADMIN,
    from: 'api.a_get_kataster_overview()',
    // The list opens with the cadastre first, the client id breaking ties (the request names this order).
    order: 'kataster_status DESC, client_id DESC',
    filters: [
      { label: 'Kataster aktiv', where: 'kataster_status = true' },
      { label: 'Suche', where: `name ILIKE '%wald%'`, scans: true },
    ],
  },
  {
    screen: 'Prognose',
    caller: ADMIN,
    from: 'api.a_get_prognose()',
    // One year's forecasts by date, the id breaking ties (the request names this order).
    order: 'datum, id',
    where: `datum >= '2026-01-01' AND datum <= '2026-12-31'`,
    filters: [
      { label: 'Art', where: `art = 'Beratung'` },
      { label: 'Suche', where: `art ILIKE '%kataster%'`, scans: true },
    ],
  },
  {
    // The forecast chart's invoiced net per month (sql/58_invoiced_per_month.sql) of a whole
    // year: that year's invoices by rechnung_datum_idx and their positions, twelve rows.
    screen: 'Prognose: abgerechnet je Monat (a_get_invoiced_per_month)',
    caller: ADMIN,
    from: `api.a_get_invoiced_per_month('${new Date().getFullYear() - 1}')`,
    order: 'monat',
    ownOrder: true,
    filters: [],
  },
  {
    screen: 'GIS-Karten',
    caller: EXPERT,
    from: 'api.a_get_map_list_from_db()',
    order: 'id',
    ownOrder: true,
    filters: [
      { label: 'Kunde', where: 'client_id = 40' },
      { label: 'Status', where: `status = 'neu'` },
    ],
  },
  {
    screen: 'Rechnungen',
    caller: ADMIN,
    from: 'api.a_get_invoices()',
    order: 'id DESC',
    ownOrder: true,
    filters: [
      { label: 'Zeitraum', where: `rn_datum >= '2025-01-01' AND rn_datum <= '2025-03-31'` },
      { label: 'Kunde', where: 'client_id = 40' },
      { label: 'offen (nicht archiviert)', where: 'archiviert = false' },
      {
        label: 'Suche',
        where: `(client_name ILIKE '%stadt%' OR bearbeiter ILIKE '%stadt%' OR id = 17)`,
        scans: true,
      },
    ],
  },
  {
    // The Netto/Brutto under the invoice list (sql/56_document_totals.sql) with the list's filters.
    screen: 'Rechnungen: Summen (a_get_invoice_totals)',
    caller: ADMIN,
    from: 'api.a_get_invoice_totals($args)',
    order: 'anzahl',
    ownOrder: true,
    aggregate: true,
    filters: [
      { label: 'Zeitraum', args: `von := '2025-01-01', bis := '2025-03-31'` },
      { label: 'Kunde', args: `client_id := '40'` },
      { label: 'offen (nicht archiviert)', args: 'archiviert := false' },
      { label: 'Suche', args: `suche := 'stadt'`, scans: true },
    ],
  },
  {
    screen: 'Angebote',
    caller: ADMIN,
    from: 'api.a_get_offers()',
    order: 'id DESC',
    ownOrder: true,
    filters: [
      { label: 'Zeitraum', where: `an_datum >= '2025-01-01' AND an_datum <= '2025-03-31'` },
      { label: 'Kunde', where: 'client_id = 40' },
      { label: 'Status', where: `status = 'versendet'` },
      { label: 'Suche', where: `(client_name ILIKE '%stadt%' OR bearbeiter ILIKE '%stadt%')`, scans: true },
    ],
  },
  {
    // The Netto/Brutto under the offer list (sql/56_document_totals.sql) with the list's filters.
    screen: 'Angebote: Summen (a_get_offer_totals)',
    caller: ADMIN,
    from: 'api.a_get_offer_totals($args)',
    order: 'anzahl',
    ownOrder: true,
    aggregate: true,
    filters: [
      { label: 'Zeitraum', args: `von := '2025-01-01', bis := '2025-03-31'` },
      { label: 'Kunde', args: `client_id := '40'` },
      { label: 'Status', args: `status := 'versendet'` },
      { label: 'Suche', args: `suche := 'stadt'`, scans: true },
    ],
  },
  {
    screen: 'Karten eines Kunden (GET /karte)',
    caller: EXPERT,
    from: 'api.karte',
    order: 'id',
    where: 'client_id = 40',
    filters: [{ label: 'Status', where: `status = 'neu'` }],
  },
  {
    screen: 'Passpunkte einer Karte (GET /mappoint)',
    caller: EXPERT,
    from: 'api.mappoint',
    order: 'nr',
    where: 'karte_id = 5000',
    filters: [],
  },
];

const relation = (list: ListQuery, filter?: ListFilter) =>
  list.from.replace('$args', filter?.args ?? list.defaultArgs ?? '');

const whereOf = (list: ListQuery, filter?: ListFilter) => {
  const conditions = [list.where, filter?.where].filter(Boolean);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
};

/** The first page as PostgREST 12 builds it (its CTE `pgrst_source`, the rows as one JSON array). */
export function pageSql(list: ListQuery, filter?: ListFilter): string {
  return `WITH pgrst_source AS (
    SELECT _q.* FROM ${relation(list, filter)} _q ${whereOf(list, filter)}
     ${list.ownOrder ? '' : `ORDER BY ${list.order}`} LIMIT ${PAGE_SIZE} OFFSET 0)
  SELECT count(_t) AS page_total, coalesce(json_agg(_t), '[]') AS body FROM (SELECT * FROM pgrst_source) _t`;
}

/** The total of `Prefer: count=exact`: the same source and filter, counted. */
export function countSql(list: ListQuery, filter?: ListFilter): string {
  return `SELECT pg_catalog.count(*) AS total FROM (SELECT 1 FROM ${relation(list, filter)} _q ${whereOf(list, filter)}) _c`;
}

/** Every query of every list: each page and count, unfiltered and per filter. */
export interface ListRead {
  list: ListQuery;
  name: string;
  kind: 'page' | 'count';
  sql: string;
  /**
   * May scan a large table: a substring search, or the count of a whole list (it reads every
   * row, whichever way; a sequential scan is the cheapest).
   */
  scans: boolean;
}

export function allQueries(): ListRead[] {
  return LIST_QUERIES.flatMap((list) =>
    [undefined, ...list.filters].flatMap((filter) => {
      const name = `${list.screen}${filter ? ` · ${filter.label}` : ''}`;
      const wholeList = !filter && !list.where;
      const page: ListRead = {
        list,
        name,
        kind: 'page',
        sql: pageSql(list, filter),
        scans: (filter?.scans ?? false) || (wholeList && list.aggregate === true),
      };
      if (list.aggregate) return [page];
      return [
        page,
        {
          list,
          name,
          kind: 'count' as const,
          sql: countSql(list, filter),
          scans: (filter?.scans ?? false) || wholeList,
        },
      ];
    }),
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Function Name'?: string;
  'Sort Method'?: string;
  'Sort Space Type'?: string;
  Plans?: PlanNode[];
}

/**
 * What makes a plan unfit for a list at scale: a sequential scan of a table with more than
 * `largeRows` rows, a sort that spills to disk, or a procedure left as a function scan (not
 * inlined: its whole result is built before the LIMIT).
 */
export function planProblems(
  plan: PlanNode,
  tableRows: ReadonlyMap<string, number>,
  { largeRows = 10_000, scans = false }: { largeRows?: number; scans?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const walk = (node: PlanNode) => {
    const rows = node['Relation Name'] ? (tableRows.get(node['Relation Name']) ?? 0) : 0;
    if (node['Node Type'] === 'Seq Scan' && rows > largeRows && !scans) {
      problems.push(`Seq Scan on ${node['Relation Name']} (${rows} rows)`);
    }
    if (node['Sort Method']?.includes('external') || node['Sort Space Type'] === 'Disk') {
      problems.push(`Sort on disk (${node['Sort Method']})`);
    }
    if (node['Node Type'] === 'Function Scan' && node['Function Name']?.startsWith('a_get_')) {
      problems.push(`Function Scan of ${node['Function Name']} (not inlined)`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return problems;
}

/** The plan as indented lines ("Index Scan kaefer (kaefer_fund_idx) 50 rows"), for a failure's message. */
export function planOutline(plan: PlanNode): string {
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const on = node['Relation Name'] ?? node['Function Name'] ?? '';
    const index = node['Index Name'] ? ` (${node['Index Name']})` : '';
    const sort = node['Sort Method'] ? ` [${node['Sort Method']}]` : '';
    lines.push(`${'  '.repeat(depth)}${node['Node Type']} ${on}${index}${sort} ${node['Actual Rows'] ?? ''} rows`);
    node.Plans?.forEach((child) => walk(child, depth + 1));
  };
  walk(plan, 0);
  return lines.join('\n');
}
