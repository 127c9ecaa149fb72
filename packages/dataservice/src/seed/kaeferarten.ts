import type { KaeferArt } from '@waldmonitor/ui/model';

/** A species with the picture that shows it and its host tree, for descriptions. */
interface SpeciesDef extends Omit<KaeferArt, 'id'> {
  image: string;
  host: string;
  /** How often it is reported, relative. */
  weight: number;
}

/**
 * Forest beetles reported in Germany, the bark beetles most often (they cause the damage);
 * Heldbock, Alpenbock and Eichenkernkäfer are rare finds (a handful each).
 */
export const SPECIES: readonly SpeciesDef[] = [
  { name: 'Buchdrucker', lat_name: 'Ips typographus', image: 'borkenkaefer.svg', host: 'Fichte', weight: 30 },
  {
    name: 'Kupferstecher',
    lat_name: 'Pityogenes chalcographus',
    image: 'borkenkaefer.svg',
    host: 'Fichte',
    weight: 16,
  },
  {
    name: 'Großer Brauner Rüsselkäfer',
    lat_name: 'Hylobius abietis',
    image: 'ruesselkaefer.svg',
    host: 'Kiefernkultur',
    weight: 8,
  },
  { name: 'Hirschkäfer', lat_name: 'Lucanus cervus', image: 'hirschkaefer.svg', host: 'Eiche', weight: 7 },
  { name: 'Großer Waldgärtner', lat_name: 'Tomicus piniperda', image: 'borkenkaefer.svg', host: 'Kiefer', weight: 7 },
  {
    name: 'Gestreifter Nutzholzborkenkäfer',
    lat_name: 'Trypodendron lineatum',
    image: 'borkenkaefer.svg',
    host: 'Nadelholzpolter',
    weight: 6,
  },
  { name: 'Waldmaikäfer', lat_name: 'Melolontha hippocastani', image: 'maikaefer.svg', host: 'Eiche', weight: 6 },
  {
    name: 'Zweipunktiger Eichenprachtkäfer',
    lat_name: 'Agrilus biguttatus',
    image: 'prachtkaefer.svg',
    host: 'Eiche',
    weight: 6,
  },
  {
    name: 'Blauer Kiefernprachtkäfer',
    lat_name: 'Phaenops cyanea',
    image: 'prachtkaefer.svg',
    host: 'Kiefer',
    weight: 5,
  },
  { name: 'Großer Lärchenborkenkäfer', lat_name: 'Ips cembrae', image: 'borkenkaefer.svg', host: 'Lärche', weight: 4 },
  { name: 'Fichtenbock', lat_name: 'Tetropium castaneum', image: 'bockkaefer.svg', host: 'Fichte', weight: 4 },
  { name: 'Heldbock', lat_name: 'Cerambyx cerdo', image: 'bockkaefer.svg', host: 'Eiche', weight: 1.5 },
  { name: 'Alpenbock', lat_name: 'Rosalia alpina', image: 'bockkaefer.svg', host: 'Buche', weight: 1 },
  {
    name: 'Zwölfzähniger Kiefernborkenkäfer',
    lat_name: 'Ips sexdentatus',
    image: 'borkenkaefer.svg',
    host: 'Kiefer',
    weight: 3,
  },
  { name: 'Buchenprachtkäfer', lat_name: 'Agrilus viridis', image: 'prachtkaefer.svg', host: 'Buche', weight: 3 },
  { name: 'Eichenkernkäfer', lat_name: 'Platypus cylindrus', image: 'borkenkaefer.svg', host: 'Eiche', weight: 1 },
];

export function seedKaeferarten(): KaeferArt[] {
  return SPECIES.map(({ name, lat_name }, index) => ({ id: index + 1, name, lat_name }));
}
