import type { BundeslandCode } from '@waldmonitor/ui/model';

/** A real German town with its postcode, dialling code, district and position (WGS 84). */
export interface Place {
  ort: string;
  plz: string;
  vorwahl: string;
  kreis: string;
  lat: number;
  lng: number;
}

/**
 * Towns per Bundesland, chosen near forests where the product's clients would work.
 * Coordinates are town centres, good to about a kilometre.
 */
export const PLACES: Record<BundeslandCode, readonly Place[]> = {
  BW: [
    {
      ort: 'Freiburg im Breisgau',
      plz: '79098',
      vorwahl: '0761',
      kreis: 'Stadtkreis Freiburg',
      lat: 47.995,
      lng: 7.85,
    },
    { ort: 'Tübingen', plz: '72070', vorwahl: '07071', kreis: 'Landkreis Tübingen', lat: 48.52, lng: 9.056 },
    { ort: 'Calw', plz: '75365', vorwahl: '07051', kreis: 'Landkreis Calw', lat: 48.714, lng: 8.74 },
    { ort: 'Baiersbronn', plz: '72270', vorwahl: '07442', kreis: 'Landkreis Freudenstadt', lat: 48.506, lng: 8.372 },
    {
      ort: 'Schwäbisch Hall',
      plz: '74523',
      vorwahl: '0791',
      kreis: 'Landkreis Schwäbisch Hall',
      lat: 49.112,
      lng: 9.737,
    },
  ],
  BY: [
    { ort: 'Zwiesel', plz: '94227', vorwahl: '09922', kreis: 'Landkreis Regen', lat: 49.017, lng: 13.235 },
    {
      ort: 'Garmisch-Partenkirchen',
      plz: '82467',
      vorwahl: '08821',
      kreis: 'Landkreis Garmisch-Partenkirchen',
      lat: 47.49,
      lng: 11.095,
    },
    {
      ort: 'Bad Tölz',
      plz: '83646',
      vorwahl: '08041',
      kreis: 'Landkreis Bad Tölz-Wolfratshausen',
      lat: 47.76,
      lng: 11.557,
    },
    { ort: 'Würzburg', plz: '97070', vorwahl: '0931', kreis: 'Kreisfreie Stadt Würzburg', lat: 49.79, lng: 9.95 },
    { ort: 'Bayreuth', plz: '95444', vorwahl: '0921', kreis: 'Kreisfreie Stadt Bayreuth', lat: 49.945, lng: 11.575 },
    { ort: 'Ebersberg', plz: '85560', vorwahl: '08092', kreis: 'Landkreis Ebersberg', lat: 48.077, lng: 11.97 },
  ],
  BE: [
    { ort: 'Berlin', plz: '14163', vorwahl: '030', kreis: 'Bezirk Steglitz-Zehlendorf', lat: 52.43, lng: 13.26 },
    { ort: 'Berlin', plz: '12555', vorwahl: '030', kreis: 'Bezirk Treptow-Köpenick', lat: 52.445, lng: 13.575 },
    { ort: 'Berlin', plz: '13597', vorwahl: '030', kreis: 'Bezirk Spandau', lat: 52.535, lng: 13.2 },
  ],
  BB: [
    { ort: 'Eberswalde', plz: '16225', vorwahl: '03334', kreis: 'Landkreis Barnim', lat: 52.833, lng: 13.82 },
    { ort: 'Cottbus', plz: '03046', vorwahl: '0355', kreis: 'Kreisfreie Stadt Cottbus', lat: 51.76, lng: 14.33 },
    { ort: 'Neuruppin', plz: '16816', vorwahl: '03391', kreis: 'Landkreis Ostprignitz-Ruppin', lat: 52.925, lng: 12.8 },
    { ort: 'Beelitz', plz: '14547', vorwahl: '033204', kreis: 'Landkreis Potsdam-Mittelmark', lat: 52.238, lng: 12.97 },
  ],
  HB: [
    { ort: 'Bremen', plz: '28195', vorwahl: '0421', kreis: 'Stadtgemeinde Bremen', lat: 53.075, lng: 8.807 },
    { ort: 'Bremen', plz: '28757', vorwahl: '0421', kreis: 'Stadtgemeinde Bremen', lat: 53.17, lng: 8.62 },
    { ort: 'Bremerhaven', plz: '27568', vorwahl: '0471', kreis: 'Stadtgemeinde Bremerhaven', lat: 53.55, lng: 8.58 },
  ],
  HH: [
    { ort: 'Hamburg', plz: '21029', vorwahl: '040', kreis: 'Bezirk Bergedorf', lat: 53.49, lng: 10.21 },
    { ort: 'Hamburg', plz: '21073', vorwahl: '040', kreis: 'Bezirk Harburg', lat: 53.46, lng: 9.98 },
    { ort: 'Hamburg', plz: '22359', vorwahl: '040', kreis: 'Bezirk Wandsbek', lat: 53.65, lng: 10.16 },
  ],
  HE: [
    { ort: 'Kassel', plz: '34117', vorwahl: '0561', kreis: 'Kreisfreie Stadt Kassel', lat: 51.316, lng: 9.49 },
    { ort: 'Fulda', plz: '36037', vorwahl: '0661', kreis: 'Landkreis Fulda', lat: 50.55, lng: 9.675 },
    { ort: 'Marburg', plz: '35037', vorwahl: '06421', kreis: 'Landkreis Marburg-Biedenkopf', lat: 50.81, lng: 8.77 },
    { ort: 'Darmstadt', plz: '64283', vorwahl: '06151', kreis: 'Kreisfreie Stadt Darmstadt', lat: 49.87, lng: 8.65 },
  ],
  MV: [
    { ort: 'Schwerin', plz: '19053', vorwahl: '0385', kreis: 'Kreisfreie Stadt Schwerin', lat: 53.63, lng: 11.41 },
    { ort: 'Rostock', plz: '18055', vorwahl: '0381', kreis: 'Kreisfreie Stadt Rostock', lat: 54.09, lng: 12.14 },
    {
      ort: 'Neustrelitz',
      plz: '17235',
      vorwahl: '03981',
      kreis: 'Landkreis Mecklenburgische Seenplatte',
      lat: 53.36,
      lng: 13.07,
    },
    {
      ort: 'Greifswald',
      plz: '17489',
      vorwahl: '03834',
      kreis: 'Landkreis Vorpommern-Greifswald',
      lat: 54.095,
      lng: 13.38,
    },
  ],
  NI: [
    { ort: 'Göttingen', plz: '37073', vorwahl: '0551', kreis: 'Landkreis Göttingen', lat: 51.54, lng: 9.935 },
    { ort: 'Celle', plz: '29221', vorwahl: '05141', kreis: 'Landkreis Celle', lat: 52.62, lng: 10.08 },
    { ort: 'Clausthal-Zellerfeld', plz: '38678', vorwahl: '05323', kreis: 'Landkreis Goslar', lat: 51.8, lng: 10.34 },
    { ort: 'Oldenburg', plz: '26122', vorwahl: '0441', kreis: 'Kreisfreie Stadt Oldenburg', lat: 53.14, lng: 8.21 },
    { ort: 'Soltau', plz: '29614', vorwahl: '05191', kreis: 'Heidekreis', lat: 52.99, lng: 9.84 },
  ],
  NW: [
    { ort: 'Arnsberg', plz: '59821', vorwahl: '02931', kreis: 'Hochsauerlandkreis', lat: 51.4, lng: 8.06 },
    { ort: 'Münster', plz: '48143', vorwahl: '0251', kreis: 'Kreisfreie Stadt Münster', lat: 51.96, lng: 7.63 },
    { ort: 'Siegen', plz: '57072', vorwahl: '0271', kreis: 'Kreis Siegen-Wittgenstein', lat: 50.875, lng: 8.02 },
    { ort: 'Detmold', plz: '32756', vorwahl: '05231', kreis: 'Kreis Lippe', lat: 51.94, lng: 8.88 },
    { ort: 'Schmallenberg', plz: '57392', vorwahl: '02972', kreis: 'Hochsauerlandkreis', lat: 51.155, lng: 8.285 },
  ],
  RP: [
    {
      ort: 'Kaiserslautern',
      plz: '67655',
      vorwahl: '0631',
      kreis: 'Kreisfreie Stadt Kaiserslautern',
      lat: 49.44,
      lng: 7.77,
    },
    { ort: 'Trier', plz: '54290', vorwahl: '0651', kreis: 'Kreisfreie Stadt Trier', lat: 49.75, lng: 6.64 },
    { ort: 'Pirmasens', plz: '66953', vorwahl: '06331', kreis: 'Kreisfreie Stadt Pirmasens', lat: 49.2, lng: 7.605 },
    { ort: 'Idar-Oberstein', plz: '55743', vorwahl: '06781', kreis: 'Landkreis Birkenfeld', lat: 49.71, lng: 7.31 },
  ],
  SL: [
    {
      ort: 'Saarbrücken',
      plz: '66111',
      vorwahl: '0681',
      kreis: 'Regionalverband Saarbrücken',
      lat: 49.235,
      lng: 6.995,
    },
    { ort: 'Homburg', plz: '66424', vorwahl: '06841', kreis: 'Saarpfalz-Kreis', lat: 49.33, lng: 7.34 },
    { ort: 'Merzig', plz: '66663', vorwahl: '06861', kreis: 'Landkreis Merzig-Wadern', lat: 49.445, lng: 6.64 },
    { ort: 'St. Wendel', plz: '66606', vorwahl: '06851', kreis: 'Landkreis St. Wendel', lat: 49.47, lng: 7.17 },
  ],
  SN: [
    {
      ort: 'Tharandt',
      plz: '01737',
      vorwahl: '035203',
      kreis: 'Landkreis Sächsische Schweiz-Osterzgebirge',
      lat: 50.985,
      lng: 13.58,
    },
    { ort: 'Chemnitz', plz: '09111', vorwahl: '0371', kreis: 'Kreisfreie Stadt Chemnitz', lat: 50.83, lng: 12.92 },
    { ort: 'Leipzig', plz: '04109', vorwahl: '0341', kreis: 'Kreisfreie Stadt Leipzig', lat: 51.34, lng: 12.375 },
    {
      ort: 'Bad Schandau',
      plz: '01814',
      vorwahl: '035022',
      kreis: 'Landkreis Sächsische Schweiz-Osterzgebirge',
      lat: 50.92,
      lng: 14.155,
    },
    { ort: 'Görlitz', plz: '02826', vorwahl: '03581', kreis: 'Landkreis Görlitz', lat: 51.15, lng: 14.99 },
  ],
  ST: [
    { ort: 'Magdeburg', plz: '39104', vorwahl: '0391', kreis: 'Kreisfreie Stadt Magdeburg', lat: 52.13, lng: 11.63 },
    { ort: 'Wernigerode', plz: '38855', vorwahl: '03943', kreis: 'Landkreis Harz', lat: 51.835, lng: 10.785 },
    {
      ort: 'Dessau-Roßlau',
      plz: '06844',
      vorwahl: '0340',
      kreis: 'Kreisfreie Stadt Dessau-Roßlau',
      lat: 51.835,
      lng: 12.245,
    },
    { ort: 'Salzwedel', plz: '29410', vorwahl: '03901', kreis: 'Altmarkkreis Salzwedel', lat: 52.85, lng: 11.15 },
  ],
  SH: [
    { ort: 'Kiel', plz: '24103', vorwahl: '0431', kreis: 'Kreisfreie Stadt Kiel', lat: 54.32, lng: 10.135 },
    { ort: 'Lübeck', plz: '23552', vorwahl: '0451', kreis: 'Kreisfreie Stadt Lübeck', lat: 53.865, lng: 10.685 },
    { ort: 'Bad Segeberg', plz: '23795', vorwahl: '04551', kreis: 'Kreis Segeberg', lat: 53.935, lng: 10.31 },
    { ort: 'Rendsburg', plz: '24768', vorwahl: '04331', kreis: 'Kreis Rendsburg-Eckernförde', lat: 54.3, lng: 9.66 },
  ],
  TH: [
    { ort: 'Ilmenau', plz: '98693', vorwahl: '03677', kreis: 'Ilm-Kreis', lat: 50.685, lng: 10.915 },
    { ort: 'Jena', plz: '07743', vorwahl: '03641', kreis: 'Kreisfreie Stadt Jena', lat: 50.93, lng: 11.59 },
    { ort: 'Eisenach', plz: '99817', vorwahl: '03691', kreis: 'Wartburgkreis', lat: 50.975, lng: 10.32 },
    {
      ort: 'Oberhof',
      plz: '98559',
      vorwahl: '036842',
      kreis: 'Landkreis Schmalkalden-Meiningen',
      lat: 50.705,
      lng: 10.73,
    },
  ],
};

/** City states are small: sightings there stay within a few kilometres of the centre. */
export const JITTER_DEG: Record<BundeslandCode, number> = {
  BW: 0.08,
  BY: 0.08,
  BE: 0.03,
  BB: 0.08,
  HB: 0.02,
  HH: 0.03,
  HE: 0.07,
  MV: 0.08,
  NI: 0.08,
  NW: 0.06,
  RP: 0.06,
  SL: 0.04,
  SN: 0.06,
  ST: 0.07,
  SH: 0.06,
  TH: 0.06,
};
