import type { BundeslandCode, Client } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import type { SeedEpsg } from './projection';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, STREETS } from './names';
import { PLACES, type Place } from './places';
import type { ClientSettingsRow } from './types';

/** The clients: forestry enterprises, municipalities, FBGs, Stadtwerke and water boards in every state. */
const CLIENT_DEFS: readonly { name: string; land: BundeslandCode; place: number; zusatz?: string }[] = [
  { name: 'Forstbetriebsgemeinschaft Oberes Murgtal w. V.', land: 'BW', place: 3, zusatz: 'Geschäftsstelle' },
  { name: 'Stadtwerke Freiburg im Breisgau GmbH', land: 'BW', place: 0, zusatz: 'Abteilung Wasserversorgung' },
  { name: 'Stadt Calw', land: 'BW', place: 2, zusatz: 'Amt für Liegenschaften und Forsten' },
  { name: 'Waldbauernvereinigung Zwiesel e. V.', land: 'BY', place: 0 },
  { name: 'Markt Garmisch-Partenkirchen', land: 'BY', place: 1, zusatz: 'Bauamt' },
  { name: 'Forstbetriebsgemeinschaft Bayreuth e. V.', land: 'BY', place: 4 },
  { name: 'Stadtwerke Würzburg AG', land: 'BY', place: 3, zusatz: 'Netzservice' },
  { name: 'Forstbetrieb Müggelheide GmbH', land: 'BE', place: 1 },
  { name: 'Stadt Eberswalde', land: 'BB', place: 0, zusatz: 'Stadtforstverwaltung' },
  { name: 'Forstbetriebsgemeinschaft Ruppiner Land w. V.', land: 'BB', place: 2 },
  { name: 'Stadtwerke Bremen-Nord GmbH', land: 'HB', place: 1 },
  { name: 'Wasser- und Bodenverband Vier- und Marschlande', land: 'HH', place: 0, zusatz: 'Verbandsvorsteher' },
  { name: 'Stadtwerke Kassel AG', land: 'HE', place: 0, zusatz: 'Trinkwasserschutz' },
  { name: 'Forstverwaltung Freiherr von Buchenau', land: 'HE', place: 1 },
  { name: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte w. V.', land: 'MV', place: 2 },
  { name: 'Universitäts- und Hansestadt Greifswald', land: 'MV', place: 3, zusatz: 'Stadtforst' },
  { name: 'Forstgenossenschaft Oberharz', land: 'NI', place: 2 },
  { name: 'Wasser- und Bodenverband Aller-Örtze', land: 'NI', place: 1 },
  { name: 'Stadtwerke Soltau GmbH & Co. KG', land: 'NI', place: 4 },
  { name: 'Forstbetriebsgemeinschaft Hochsauerland e. V.', land: 'NW', place: 0 },
  { name: 'Forstverwaltung Graf von Eichholz', land: 'NW', place: 4, zusatz: 'Rentamt Schmallenberg' },
  { name: 'Stadt Detmold', land: 'NW', place: 3, zusatz: 'Fachbereich Umwelt' },
  { name: 'Forstbetriebsgemeinschaft Pfälzerwald-Süd', land: 'RP', place: 2 },
  { name: 'Stadtwerke Trier', land: 'RP', place: 1 },
  { name: 'Kreisstadt Merzig', land: 'SL', place: 2, zusatz: 'Forstrevier Merzig' },
  { name: 'Forstbetriebsgemeinschaft Tharandter Wald e. V.', land: 'SN', place: 0 },
  { name: 'Stadt Bad Schandau', land: 'SN', place: 3 },
  { name: 'Stadtwerke Wernigerode GmbH', land: 'ST', place: 1 },
  { name: 'Forstbetriebsgemeinschaft Altmark e. V.', land: 'ST', place: 3 },
  { name: 'Forstbetrieb Segeberger Heide GmbH', land: 'SH', place: 2 },
  { name: 'Stadt Ilmenau', land: 'TH', place: 0, zusatz: 'Stadtforst' },
  { name: 'Forstbetriebsgemeinschaft Wartburgregion e. V.', land: 'TH', place: 2 },
];

export interface SeedClient {
  client: Client;
  place: Place;
}

/** The client's coordinate system: ETRS89/UTM for most, Gauß-Krüger for every third (older cadastres). */
function epsgFor(index: number, lng: number): SeedEpsg {
  if (index % 3 === 2) return lng < 10.5 ? 31467 : 31468;
  return lng < 12 ? 25832 : 25833;
}

export function seedClients(rng: Rng): SeedClient[] {
  return CLIENT_DEFS.map((def, index) => {
    const place = PLACES[def.land][def.place] as Place;
    const female = rng.chance(0.45);
    const hasPhone = index % 7 !== 5;
    const client: Client = {
      client_id: index + 1,
      name: def.name,
      strasse: `${rng.pick(STREETS)} ${rng.int(1, 84)}${rng.chance(0.15) ? rng.pick(['a', 'b']) : ''}`,
      plz: place.plz,
      ort: place.ort,
      ap_gender: female ? 'Frau' : 'Herr',
      ap_vorname: rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M),
      ap_nachname: rng.pick(LAST_NAMES),
      ap_tel: hasPhone ? `${place.vorwahl} ${rng.int(10000, 989999)}` : null,
      name_zusatz: def.zusatz ?? null,
      bundesland: def.land,
      epsg: epsgFor(index, place.lng),
    };
    return { client, place };
  });
}

export function seedClientSettings(clients: readonly SeedClient[], rng: Rng): ClientSettingsRow[] {
  return clients.map(({ client }) => ({
    client_id: client.client_id,
    kataster_status: rng.chance(0.6),
    ordner: rng.chance(0.7) ? `/projekte/${String(client.client_id).padStart(3, '0')}_${client.ort ?? 'kunde'}` : null,
  }));
}
