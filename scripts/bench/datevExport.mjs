// The accountant's export of a busy year (datevExportBench.ts): the DATEV Buchungsstapel of a
// fiscal year with 20,000 invoices and 40,000 payments within 5 s, written page by page as the
// app writes it, and the memory it holds meanwhile, which must not grow with the pages (a
// collection before each sample, so it counts what is held). The CSV journal of the same year
// beside it, against the same 5 s: the issue gives it no budget of its own.
import { importTs } from './builds.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_EXPORT_MS = 5000;
/** "Memory flat": over the second half of the pages at most this much more held (median) than over the first. */
export const BUDGET_GROWTH_MIB = 1;

const LABELS = {
  datev: 'DATEV-Buchungsstapel',
  csv: 'Rechnungsjournal (CSV)',
};

const mib = (bytes) => bytes / 1024 / 1024;

/** `cluster`: the run's shared cluster with the large dataset (largeCluster.ts), else one of its own. */
export async function measureDatevExport(runs, cluster) {
  const bench = await importTs('scripts/bench/datevExportBench.ts');
  const result = await bench.runDatevExportBench({ runs, cluster });
  return {
    load: result.timings,
    year: result.year,
    exports: result.exports.map((e) => ({
      kind: e.kind,
      medianMs: median(e.times),
      times: e.times,
      slowestPageMs: median(e.slowestPageMs),
      rows: e.rows,
      bytes: e.bytes,
      pages: e.pages,
      memory: {
        peakMiB: mib(e.memory.peakBytes),
        firstHalfMiB: mib(e.memory.firstHalfBytes),
        secondHalfMiB: mib(e.memory.secondHalfBytes),
        perPageMiB: e.memory.perPage.map(mib),
      },
    })),
  };
}

const thousands = (n) => n.toLocaleString('de-DE');

export function printDatevExport({ load, year, exports }) {
  const loadSeconds = (load.generate + load.schema + load.load + load.analyze + load.fill) / 1000;
  heading(
    `Export eines Geschäftsjahres (${thousands(year.documents)} Rechnungen und Gutschriften, ` +
      `${thousands(year.payments)} Zahlungen, ${year.von} bis ${year.bis}; geladen in ${loadSeconds.toFixed(0)} s), ` +
      'Median je Export des ganzen Jahres, Seiten wie die App sie liest',
  );
  for (const row of exports) {
    const label = LABELS[row.kind];
    console.log(
      figureLine(label, row.medianMs, 'ms', {
        digits: 0,
        budget: { max: BUDGET_EXPORT_MS },
        extra: `(${thousands(row.rows)} Zeilen, ${mib(row.bytes).toFixed(1)} MiB, ${row.pages} Seiten)`,
      }),
    );
    console.log(figureLine(`  langsamste Seite`, row.slowestPageMs, 'ms', { digits: 0 }));
    console.log(
      figureLine(`  Speicher gehalten, höchstens`, row.memory.peakMiB, 'MiB', {
        extra: `(Datei ${mib(row.bytes).toFixed(1)} MiB)`,
      }),
    );
    console.log(
      figureLine(`  Zuwachs 2. gegen 1. Hälfte der Seiten`, row.memory.secondHalfMiB - row.memory.firstHalfMiB, 'MiB', {
        budget: { max: BUDGET_GROWTH_MIB },
      }),
    );
  }
}
