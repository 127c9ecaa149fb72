/**
 * The rest of the offline background ("the Bundesländer, major rivers and towns"),
 * drawn over Germany's outline when map tiles cannot be loaded. Source and licence: the
 * coordinates were typed by hand for this repository from general geographic knowledge,
 * rounded to about a kilometre and SIMPLIFIED to a few dozen vertices per river, so they
 * carry this repository's licence and no third-party terms. They orient the person; they
 * are not a basis for measuring. The Länder are shown by name at their middle (their
 * borders would need a licensed dataset of several megabytes, too heavy for the GIS chunk).
 * All positions are [longitude, latitude] in WGS 84.
 */
export interface OfflineRiver {
  name: string;
  path: [number, number][];
}

// prettier-ignore
export const OFFLINE_RIVERS: readonly OfflineRiver[] = [
  { name: 'Rhein', path: [[9.17, 47.66], [8.63, 47.69], [8.22, 47.61], [7.59, 47.56], [7.58, 48.03], [7.8, 48.58], [8.3, 49.03], [8.46, 49.49], [8.27, 50.0], [7.9, 49.97], [7.6, 50.36], [7.1, 50.73], [6.96, 50.94], [6.77, 51.23], [6.73, 51.44], [6.62, 51.66], [6.16, 51.84]] },
  { name: 'Elbe', path: [[14.23, 50.89], [13.74, 51.05], [13.47, 51.16], [13.29, 51.31], [13.01, 51.56], [12.65, 51.86], [12.24, 51.85], [11.88, 51.97], [11.64, 52.13], [11.97, 52.54], [11.75, 53.0], [11.25, 53.14], [10.56, 53.37], [9.99, 53.54], [9.48, 53.63], [9.14, 53.89], [8.7, 53.87]] },
  { name: 'Donau', path: [[8.5, 47.95], [8.82, 47.98], [9.22, 48.09], [9.99, 48.4], [10.78, 48.72], [11.42, 48.76], [11.89, 48.92], [12.1, 49.02], [12.57, 48.88], [12.96, 48.83], [13.47, 48.57]] },
  { name: 'Main', path: [[11.58, 49.94], [11.06, 50.15], [10.89, 49.89], [10.23, 50.05], [9.93, 49.79], [9.7, 50.05], [9.52, 49.76], [9.26, 49.7], [9.15, 49.97], [8.92, 50.13], [8.68, 50.11], [8.27, 50.0]] },
  { name: 'Weser', path: [[9.65, 51.42], [9.38, 51.77], [9.45, 51.83], [9.36, 52.1], [8.92, 52.29], [9.21, 52.64], [9.23, 52.92], [8.81, 53.08], [8.48, 53.33], [8.58, 53.55]] },
  { name: 'Mosel', path: [[6.37, 49.47], [6.64, 49.75], [7.07, 49.92], [7.17, 50.15], [7.6, 50.36]] },
  { name: 'Neckar', path: [[8.53, 48.06], [8.63, 48.17], [9.05, 48.52], [9.22, 48.79], [9.22, 49.14], [8.69, 49.41], [8.46, 49.49]] },
  { name: 'Ems', path: [[8.62, 51.88], [7.44, 52.28], [7.29, 52.69], [7.4, 53.08], [7.21, 53.36]] },
  { name: 'Saale', path: [[11.92, 50.31], [11.36, 50.65], [11.59, 50.93], [11.81, 51.15], [11.97, 51.48], [11.74, 51.79], [11.88, 51.97]] },
  { name: 'Oder', path: [[14.75, 52.07], [14.55, 52.35], [14.63, 52.58], [14.28, 53.06], [14.4, 53.21], [14.55, 53.43]] },
  { name: 'Neiße', path: [[14.81, 50.9], [14.99, 51.15], [14.72, 51.55], [14.72, 51.95], [14.75, 52.07]] },
];

export interface OfflinePlace {
  name: string;
  at: [number, number];
}

// prettier-ignore
export const OFFLINE_TOWNS: readonly OfflinePlace[] = [
  { name: 'Berlin', at: [13.4, 52.52] }, { name: 'Hamburg', at: [9.99, 53.55] }, { name: 'München', at: [11.58, 48.14] },
  { name: 'Köln', at: [6.96, 50.94] }, { name: 'Frankfurt am Main', at: [8.68, 50.11] }, { name: 'Stuttgart', at: [9.18, 48.78] },
  { name: 'Düsseldorf', at: [6.77, 51.23] }, { name: 'Leipzig', at: [12.37, 51.34] }, { name: 'Dortmund', at: [7.47, 51.51] },
  { name: 'Bremen', at: [8.8, 53.08] }, { name: 'Dresden', at: [13.74, 51.05] }, { name: 'Hannover', at: [9.73, 52.37] },
  { name: 'Nürnberg', at: [11.08, 49.45] }, { name: 'Kiel', at: [10.13, 54.32] }, { name: 'Schwerin', at: [11.42, 53.63] },
  { name: 'Rostock', at: [12.1, 54.09] }, { name: 'Magdeburg', at: [11.63, 52.13] }, { name: 'Potsdam', at: [13.06, 52.39] },
  { name: 'Erfurt', at: [11.03, 50.98] }, { name: 'Wiesbaden', at: [8.24, 50.08] }, { name: 'Mainz', at: [8.27, 50.0] },
  { name: 'Saarbrücken', at: [7.0, 49.24] }, { name: 'Göttingen', at: [9.93, 51.54] }, { name: 'Kassel', at: [9.48, 51.31] },
  { name: 'Freiburg', at: [7.85, 47.99] }, { name: 'Regensburg', at: [12.1, 49.02] }, { name: 'Augsburg', at: [10.9, 48.37] },
  { name: 'Würzburg', at: [9.93, 49.79] }, { name: 'Münster', at: [7.63, 51.96] }, { name: 'Osnabrück', at: [8.05, 52.28] },
  { name: 'Oldenburg', at: [8.21, 53.14] }, { name: 'Lübeck', at: [10.69, 53.87] }, { name: 'Braunschweig', at: [10.52, 52.27] },
  { name: 'Halle (Saale)', at: [11.97, 51.48] }, { name: 'Chemnitz', at: [12.92, 50.83] }, { name: 'Cottbus', at: [14.33, 51.76] },
  { name: 'Ulm', at: [9.99, 48.4] }, { name: 'Trier', at: [6.64, 49.75] }, { name: 'Koblenz', at: [7.59, 50.36] },
  { name: 'Bielefeld', at: [8.53, 52.02] }, { name: 'Karlsruhe', at: [8.4, 49.01] }, { name: 'Mannheim', at: [8.47, 49.49] },
];

/** The Flächenländer by name, placed at roughly the middle of each; the city states are their towns. */
// prettier-ignore
export const OFFLINE_LANDS: readonly OfflinePlace[] = [
  { name: 'Schleswig-Holstein', at: [9.7, 54.2] }, { name: 'Mecklenburg-Vorpommern', at: [12.6, 53.7] },
  { name: 'Niedersachsen', at: [9.2, 52.7] }, { name: 'Brandenburg', at: [13.4, 52.15] },
  { name: 'Sachsen-Anhalt', at: [11.7, 51.95] }, { name: 'Nordrhein-Westfalen', at: [7.55, 51.45] },
  { name: 'Hessen', at: [9.0, 50.6] }, { name: 'Thüringen', at: [11.0, 50.85] }, { name: 'Sachsen', at: [13.2, 51.05] },
  { name: 'Rheinland-Pfalz', at: [7.4, 49.95] }, { name: 'Saarland', at: [6.95, 49.4] },
  { name: 'Baden-Württemberg', at: [9.0, 48.55] }, { name: 'Bayern', at: [11.5, 49.0] },
];
