/**
 * The back office's forecasts and cadastre lists as the app asks for them
 * (pages/dashboard/backOffice/forecastListQuery.ts, cadastreListQuery.ts): PostgREST's query
 * on the procedures' rows, one page with the total (Prefer: count=exact).
 */
import { ADMIN, type Scenario } from './scenario';

const forecasts = (query: string): Scenario['call'] => ({ rpc: 'a_get_prognose', query, count: true });
const cadastre = (query: string): Scenario['call'] => ({ rpc: 'a_get_kataster_overview', query, count: true });

export const scenarios: Scenario[] = [
  {
    name: 'forecast list: a year by date, first page',
    caller: ADMIN,
    call: forecasts('datum=gte.2026-01-01&datum=lte.2026-12-31&order=datum.asc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'forecast list: a year, second page',
    caller: ADMIN,
    call: forecasts('datum=gte.2026-01-01&datum=lte.2026-12-31&order=datum.asc,id.asc&limit=25&offset=25'),
  },
  {
    name: 'forecast list: one kind by amount descending',
    caller: ADMIN,
    call: forecasts(
      'datum=gte.2025-01-01&datum=lte.2025-12-31&art=eq.Beratung&order=betrag.desc,id.desc&limit=25&offset=0',
    ),
  },
  {
    name: 'forecast list: a search in the kind, by kind then date',
    caller: ADMIN,
    call: forecasts(
      'datum=gte.2026-01-01&datum=lte.2026-12-31&or=(art.ilike.*kataster*)&order=art.asc,datum.asc,id.asc&limit=25&offset=0',
    ),
  },
  {
    name: 'forecast list: the first and the last forecast (the years to choose from)',
    caller: ADMIN,
    call: forecasts('order=datum.desc,id.desc&limit=1&offset=0'),
  },
  {
    name: 'forecast list: a year without forecasts',
    caller: ADMIN,
    call: forecasts('datum=gte.1999-01-01&datum=lte.1999-12-31&order=datum.asc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'cadastre list: first page, cadastre first',
    caller: ADMIN,
    call: cadastre('order=kataster_status.desc,client_id.desc&limit=25&offset=0'),
  },
  {
    name: 'cadastre list: with cadastre, by maps descending, second page',
    caller: ADMIN,
    call: cadastre('kataster_status=is.true&order=karten.desc,client_id.desc&limit=10&offset=10'),
  },
  {
    name: 'cadastre list: a search in the name, by georeferenced maps',
    caller: ADMIN,
    call: cadastre('or=(name.ilike.*wald*)&order=karten_georeferenziert.asc,client_id.asc&limit=25&offset=0'),
  },
  {
    name: 'cadastre list: the count of clients with cadastre',
    caller: ADMIN,
    call: cadastre('kataster_status=is.true&limit=0&offset=0'),
  },
];
