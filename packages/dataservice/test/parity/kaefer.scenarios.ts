/** Beetle sightings, species and pictures (contract rpc/kaefer.ts, /kaefer, /kaeferarten, /bilder). */
import { ADMIN, CITIZEN, EXPERT, NEW_USER, type Scenario } from './scenario';

const update = (id: string, status: string, published_from: string | null = null) => ({
  rpc: 'a_update_kaefer',
  args: { id, status, published_from, letzter_bearbeiter: 'Erik Eichhorn' },
});
const record = (id: number) => ({ method: 'GET' as const, path: `kaefer?id=eq.${id}` });

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
