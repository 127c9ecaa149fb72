/** Beetle sightings, species and pictures (contract rpc/kaefer.ts, /kaefer, /kaeferarten, /bilder). */
import { ADMIN, CITIZEN, EXPERT, NEW_USER, type Scenario } from './scenario';

const update = (id: string, status: string, published_from: string | null = null) => ({
  rpc: 'a_update_kaefer',
  args: { id, status, published_from, letzter_bearbeiter: 'Erik Eichhorn' },
});
const record = (id: number) => ({ method: 'GET' as const, path: `kaefer?id=eq.${id}` });
/** Ours (sql/52_review_georef.sql): the status and the message in one transaction. */
const withMessage = (
  id: string,
  status: string,
  msg: string | null,
  letzter_bearbeiter: string | null = 'Erik Eichhorn',
  published_from: string | null = null,
) => ({ rpc: 'a_update_kaefer_with_message', args: { id, status, published_from, letzter_bearbeiter, msg } });
const pictures = (id: number) => ({ method: 'GET' as const, path: `bilder?kaefer_id=eq.${id}&order=filename` });

export const scenarios: Scenario[] = [
  { name: 'a_get_kaefer_by_bundesland', caller: CITIZEN, call: { rpc: 'a_get_kaefer_by_bundesland' } },
  { name: 'a_get_kaefer_by_art', caller: NEW_USER, call: { rpc: 'a_get_kaefer_by_art' } },
  {
    name: 'a_get_kaefer_overview: all',
    caller: EXPERT,
    call: { rpc: 'a_get_kaefer_overview', args: { bundesland: null, kaeferart: null } },
  },
  {
    name: 'a_get_kaefer_overview: one state',
    caller: EXPERT,
    call: { rpc: 'a_get_kaefer_overview', args: { bundesland: 'BY', kaeferart: null } },
  },
  {
    name: 'a_get_kaefer_overview: state and species',
    caller: ADMIN,
    call: { rpc: 'a_get_kaefer_overview', args: { bundesland: 'BW', kaeferart: '1' } },
  },
  {
    name: 'a_get_kaefer_overview: empty means all',
    caller: EXPERT,
    call: { rpc: 'a_get_kaefer_overview', args: { bundesland: '', kaeferart: '' } },
  },
  {
    name: 'a_get_kaefer_overview: unknown state is 22P02',
    caller: EXPERT,
    call: { rpc: 'a_get_kaefer_overview', args: { bundesland: 'XX', kaeferart: null } },
  },
  // The review queue (ReviewQueuePage): the matrix as counts (ours, sql/57_review_queue.sql), and
  // one page of a cell's records filtered, searched and ordered as the list asks, with the total.
  { name: 'a_get_kaefer_queue: the matrix counts', caller: EXPERT, call: { rpc: 'a_get_kaefer_queue' } },
  { name: 'a_get_kaefer_queue: administrators too', caller: ADMIN, call: { rpc: 'a_get_kaefer_queue' } },
  {
    name: 'review list: a cell waiting for an expert, newest first',
    caller: EXPERT,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: 'BY', kaeferart: '1' },
      query: 'status=in.(gemeldet,in_pruefung,bestaetigt)&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'review list: second page of every record',
    caller: EXPERT,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: null, kaeferart: null },
      query: 'limit=5&offset=5',
      count: true,
    },
  },
  {
    name: 'review list: without species, every status, by editor',
    caller: EXPERT,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: null, kaeferart: null },
      query: 'art=is.null&order=letzter_bearbeiter.asc.nullslast,id.asc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'review list: without Land, waiting',
    caller: EXPERT,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: null, kaeferart: null },
      query: 'bundesland=is.null&status=in.(gemeldet,in_pruefung,bestaetigt)&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'review list: published in a Land, a search word, by species descending',
    caller: ADMIN,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: 'BY', kaeferart: null },
      query:
        'status=eq.veroeffentlicht&or=(art_name.ilike.*druck*,letzter_bearbeiter.ilike.*druck*,beschreibung.ilike.*druck*)' +
        '&order=art_name.desc.nullslast,id.desc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'review list: a number and a word, by number',
    caller: EXPERT,
    call: {
      rpc: 'a_get_kaefer_overview',
      args: { bundesland: null, kaeferart: null },
      query:
        'and=(or(art_name.ilike.*buch*,letzter_bearbeiter.ilike.*buch*,beschreibung.ilike.*buch*),' +
        'or(art_name.ilike.*187*,letzter_bearbeiter.ilike.*187*,beschreibung.ilike.*187*,id.eq.187))' +
        '&order=id.asc&limit=50&offset=0',
      count: true,
    },
  },
  {
    name: 'a_update_kaefer: gemeldet → in_pruefung',
    caller: EXPERT,
    call: update('1', 'in_pruefung'),
    then: record(1),
  },
  {
    name: 'a_update_kaefer: publish with a date',
    caller: EXPERT,
    call: update('4', 'veroeffentlicht', '2026-11-20'),
    then: record(4),
  },
  {
    name: 'a_update_kaefer: publish without species is refused',
    caller: EXPERT,
    call: update('8', 'veroeffentlicht', '2026-11-20'),
    then: record(8),
  },
  { name: 'a_update_kaefer: publish without date is refused', caller: EXPERT, call: update('4', 'veroeffentlicht') },
  {
    name: 'a_update_kaefer: published → rejected is refused',
    caller: EXPERT,
    call: update('5', 'abgelehnt'),
    then: record(5),
  },
  {
    name: 'a_update_kaefer: reopen a published record',
    caller: EXPERT,
    call: update('5', 'in_pruefung'),
    then: record(5),
  },
  { name: 'a_update_kaefer: same status is refused', caller: EXPERT, call: update('2', 'in_pruefung') },
  { name: 'a_update_kaefer: asking needs a message', caller: EXPERT, call: update('2', 'rueckfrage') },
  { name: 'a_update_kaefer: asking with a message', caller: EXPERT, call: update('3', 'in_pruefung'), then: record(3) },
  { name: 'a_update_kaefer: unknown record is 404', caller: EXPERT, call: update('9999', 'in_pruefung') },
  { name: 'a_update_kaefer: unknown status is 22P02', caller: EXPERT, call: update('1', 'verschollen') },
  {
    name: 'a_update_message, then rejecting works',
    caller: EXPERT,
    call: { rpc: 'a_update_message', args: { id: '2', msg: 'Bitte ein schärferes Foto.' } },
    then: record(2),
  },
  {
    name: 'a_update_bilder replaces the list (duplicates once)',
    caller: EXPERT,
    call: { rpc: 'a_update_bilder', args: { kid: '1', bilder: ['b.jpg', 'a.jpg', 'b.jpg'] } },
    then: { method: 'GET', path: 'bilder?kaefer_id=eq.1&order=filename' },
  },
  {
    name: 'a_update_bilder: array literal',
    caller: EXPERT,
    call: { rpc: 'a_update_bilder', args: { kid: '1', bilder: '{x.png,y.png}' } },
    then: { method: 'GET', path: 'bilder?kaefer_id=eq.1&order=filename' },
  },
  {
    name: 'a_update_bilder: unknown record is 23503',
    caller: EXPERT,
    call: { rpc: 'a_update_bilder', args: { kid: '9999', bilder: [] } },
  },
  {
    name: 'a_update_kaefer_with_message: a Rückfrage with its message',
    caller: EXPERT,
    call: withMessage('2', 'rueckfrage', 'Bitte ein Foto der Unterseite.'),
    then: record(2),
  },
  {
    name: 'a_update_kaefer_with_message: a rejection',
    caller: ADMIN,
    call: withMessage('4', 'abgelehnt', 'Das ist kein Borkenkäfer.'),
    then: record(4),
  },
  {
    name: 'a_update_kaefer_with_message: a refused status stores no message either',
    caller: EXPERT,
    call: withMessage('5', 'abgelehnt', 'Doch nicht.'),
    then: record(5),
  },
  {
    name: 'a_update_kaefer_with_message: the undo of a Rückfrage puts back no editor and no message',
    caller: EXPERT,
    call: withMessage('3', 'in_pruefung', null, null),
    then: record(3),
  },
  {
    name: 'a_update_kaefer_with_message: empty texts are none',
    caller: EXPERT,
    call: withMessage('3', 'gemeldet', '', ''),
    then: record(3),
  },
  {
    name: 'a_update_kaefer_with_message: a Rückfrage with an empty message is refused',
    caller: EXPERT,
    call: withMessage('1', 'rueckfrage', '  '),
    then: record(1),
  },
  {
    name: 'a_update_kaefer_with_message: an over-long message stores no status',
    caller: EXPERT,
    call: withMessage('1', 'rueckfrage', 'x'.repeat(1001)),
    then: record(1),
  },
  {
    name: 'a_update_kaefer_with_message: publish with a date, message kept as sent',
    caller: EXPERT,
    call: withMessage('4', 'veroeffentlicht', 'Danke!', 'Erik Eichhorn', '2026-11-20'),
    then: record(4),
  },
  {
    name: 'a_update_kaefer_with_message: unknown record is 404',
    caller: EXPERT,
    call: withMessage('9999', 'rueckfrage', 'Hallo'),
  },
  {
    name: 'a_update_kaefer_with_message: unknown status is 22P02',
    caller: EXPERT,
    call: withMessage('1', 'verschollen', 'Hallo'),
  },
  {
    name: 'a_update_bilder: an over-long name keeps the pictures the record had',
    caller: EXPERT,
    call: { rpc: 'a_update_bilder', args: { kid: '2', bilder: ['neu.svg', 'x'.repeat(501)] } },
    then: pictures(2),
  },
  { name: 'GET /kaeferarten', caller: EXPERT, call: { method: 'GET', path: 'kaeferarten' }, unordered: true },
  { name: 'GET /kaeferarten?id=eq.3', caller: CITIZEN, call: { method: 'GET', path: 'kaeferarten?id=eq.3' } },
  {
    name: 'PATCH /kaefer {art}',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'kaefer?id=eq.8', body: { art: 2 } },
    then: record(8),
  },
  {
    name: 'PATCH /kaefer {art}: unknown species is 23503',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'kaefer?id=eq.8', body: { art: 999 } },
  },
  {
    name: 'PATCH /kaefer {status}: not a PATCH field, 42501',
    caller: EXPERT,
    call: { method: 'PATCH', path: 'kaefer?id=eq.8', body: { status: 'veroeffentlicht' } },
  },
  {
    name: 'GET /bilder?kaefer_id=eq.1&order=filename',
    caller: EXPERT,
    call: { method: 'GET', path: 'bilder?kaefer_id=eq.1&order=filename' },
  },
];
