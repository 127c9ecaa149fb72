// `npm run bench -- --demo`: what a visit to the demo transfers, from the log of the server that
// served it (../serve/compressingServer.mjs: headers and bodies as sent, by the page, its data worker
// and its service worker alike), part by part: PGlite's WebAssembly and data file, which the
// data worker fetches, the database's snapshot, JavaScript and the rest; and whether PGlite's
// initdb was fetched, which the demo never needs (it boots from its snapshot).
import { figureLine, heading, kib, median } from './report.mjs';

export const BUDGET_FIRST_VISIT_MB = 10;
export const BUDGET_SECOND_VISIT_KB = 200;

/** The parts of a visit, by the path asked for; the first that matches takes a request. */
const PARTS = [
  { key: 'pgliteWasm', label: 'PGlite: WebAssembly', path: /^\/assets\/pglite-[\w-]+\.wasm$/ },
  { key: 'pgliteData', label: 'PGlite: Datendatei', path: /^\/assets\/pglite-[\w-]+\.data$/ },
  { key: 'snapshot', label: 'Schnappschuss der Datenbank', path: /^\/assets\/demo-db-/ },
  { key: 'javascript', label: 'JavaScript', path: /\.m?js$/ },
  { key: 'other', label: 'Sonstiges (HTML, CSS, Schriften, JSON, …)', path: /^/ },
];
const INITDB = /^\/assets\/initdb-[\w-]+\.wasm$/;

/** The Content-Encoding a part was sent in, as printed. */
const ENCODINGS = { br: 'brotli', gzip: 'gzip', identity: 'ohne Content-Encoding' };

/** One visit's transfer from the server's log: bytes and requests per part, the encodings, initdb asked or not. */
export function transferOf(log) {
  const parts = Object.fromEntries(PARTS.map(({ key }) => [key, { bytes: 0, requests: 0, encodings: [] }]));
  for (const record of log) {
    const part = parts[PARTS.find(({ path }) => path.test(record.path)).key];
    part.bytes += record.bytes;
    part.requests += 1;
    if (record.status === 200 && !part.encodings.includes(record.encoding)) part.encodings.push(record.encoding);
  }
  return {
    bytes: log.reduce((sum, record) => sum + record.bytes, 0),
    parts,
    initdbFetched: log.some((record) => INITDB.test(record.path)),
  };
}

/** The medians of the runs' transfers of one visit (`visits`: transferOf's results). */
export function medianTransfer(visits) {
  const middle = (pick) => (visits.length ? median(visits.map(pick)) : null);
  return {
    bytes: middle((visit) => visit.bytes),
    parts: Object.fromEntries(
      PARTS.map(({ key }) => [
        key,
        {
          bytes: middle((visit) => visit.parts[key].bytes),
          requests: middle((visit) => visit.parts[key].requests),
          encodings: [...new Set(visits.flatMap((visit) => visit.parts[key].encodings))],
        },
      ]),
    ),
    initdbFetched: visits.some((visit) => visit.initdbFetched),
  };
}

export function printTransfer(firstVisit, secondVisit) {
  heading(
    'Übertragung (komprimiert, wie übertragen: Kopf und Inhalt; Seite, Worker und Service Worker; 1 MB = 1024 kB)',
  );
  for (const { key, label } of PARTS) {
    const part = firstVisit.parts[key];
    const encodings = part.encodings.map((encoding) => ENCODINGS[encoding]).join(', ') || '–';
    console.log(
      figureLine(`Erster Besuch: ${label}`, part.bytes === null ? null : kib(part.bytes), 'kB', {
        extra: `(${part.requests ?? '–'} Anfragen; ${encodings})`,
      }),
    );
  }
  const mb = firstVisit.bytes === null ? null : kib(firstVisit.bytes) / 1024;
  console.log(figureLine('Erster Besuch: Summe', mb, 'MB', { budget: { max: BUDGET_FIRST_VISIT_MB } }));
  console.log(`  initdb.wasm geladen: ${firstVisit.initdbFetched || secondVisit.initdbFetched ? 'ja' : 'nein'}`);
  const secondParts = PARTS.filter(({ key }) => secondVisit.parts[key].requests)
    .map(({ key, label }) => `${label} ${kib(secondVisit.parts[key].bytes).toFixed(1)} kB`)
    .join(', ');
  console.log(
    figureLine('Zweiter Besuch (neu laden): Summe', secondVisit.bytes === null ? null : kib(secondVisit.bytes), 'kB', {
      budget: { max: BUDGET_SECOND_VISIT_KB },
      extra: secondParts ? `(${secondParts})` : '',
    }),
  );
}
