import { describe, expect, it } from 'vitest';
import { epsgOfCrs, formatPointsFile, parsePointsFile } from './pointsFile';

const WKT2_25833 =
  'PROJCRS["ETRS89 / UTM zone 33N",BASEGEOGCRS["ETRS89",DATUM["European Terrestrial Reference System 1989",' +
  'ELLIPSOID["GRS 1980",6378137,298.257222101,LENGTHUNIT["metre",1]]],PRIMEM["Greenwich",0,ANGLEUNIT["degree",0.0174532925199433]],' +
  'ID["EPSG",4258]],CONVERSION["UTM zone 33N",METHOD["Transverse Mercator",ID["EPSG",9807]],PARAMETER["Latitude of natural origin",0,' +
  'ANGLEUNIT["degree",0.0174532925199433],ID["EPSG",8801]]],CS[Cartesian,2],AXIS["(E)",east,ORDER[1],LENGTHUNIT["metre",1]],' +
  'AXIS["(N)",north,ORDER[2],LENGTHUNIT["metre",1]],USAGE[SCOPE["Engineering survey, topographic mapping."],' +
  'AREA["Europe between 12°E and 18°E"],BBOX[46.4,12,84.42,18]],ID["EPSG",25833]]';

const WKT1_25832 =
  'PROJCS["ETRS89 / UTM zone 32N",GEOGCS["ETRS89",DATUM["European_Terrestrial_Reference_System_1989",' +
  'SPHEROID["GRS 1980",6378137,298.257222101,AUTHORITY["EPSG","7019"]],AUTHORITY["EPSG","6258"]],' +
  'PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433],AUTHORITY["EPSG","4258"]],' +
  'PROJECTION["Transverse_Mercator"],PARAMETER["central_meridian",9],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AUTHORITY["EPSG","25832"]]';

/** Three variants as QGIS versions write them, numbers in their shortest exact form. */
const VARIANTS = {
  'QGIS 3 with a WKT #CRS line and sourceX/sourceY': [
    `#CRS: ${WKT2_25833}`,
    'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
    '389250.5,5820100.25,120.5,-340,1,0.12,-0.08,0.1442220510185596',
    '392871.125,5819950.75,3980,-410.25,1,-0.3,0.05,0.30413812651491096',
    '392700,5813500.5,3902.75,-5010,0,0,0,0',
    '',
  ].join('\n'),
  'an EPSG code as #CRS line': [
    '#CRS: EPSG:31468',
    'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
    '4590123.4,5821456.7,88,-99.5,1,0,0,0',
    '',
  ].join('\n'),
  'older QGIS without #CRS line, pixelX/pixelY': [
    'mapX,mapY,pixelX,pixelY,enable,dX,dY,residual',
    '3401234.5,5712345.25,0,0,1,0,0,0',
    '3405678,5709876.5,2400.5,-1800.25,1,0.5,-0.25,0.5590169943749475',
    '',
  ].join('\n'),
};

describe('parsePointsFile and formatPointsFile', () => {
  it.each(Object.entries(VARIANTS))('round-trips %s exactly', (_name, text) => {
    const parsed = parsePointsFile(text);
    expect(parsed.errors).toEqual([]);
    expect(formatPointsFile(parsed.points, { crs: parsed.crs, header: parsed.header ?? 'source' })).toBe(text);
  });

  it('reads a QGIS 3 file into positive pixel rows, its EPSG code and the residuals', () => {
    const parsed = parsePointsFile(VARIANTS['QGIS 3 with a WKT #CRS line and sourceX/sourceY']);
    expect(parsed.epsg).toBe(25833);
    expect(parsed.header).toBe('source');
    expect(parsed.warnings).toEqual([]);
    expect(parsed.points[0]).toEqual({
      nr: 1,
      mapx: 389250.5,
      mapy: 5820100.25,
      pixelx: 120.5,
      pixely: 340,
      enable: true,
      dx: 0.12,
      dy: -0.08,
      residual: 0.1442220510185596,
    });
    expect(parsed.points[2]).toMatchObject({ nr: 3, pixely: 5010, enable: false });
  });

  it('reads the EPSG code of an authority line and of a WKT1', () => {
    expect(parsePointsFile(VARIANTS['an EPSG code as #CRS line']).epsg).toBe(31468);
    expect(epsgOfCrs(WKT1_25832)).toBe(25832);
    expect(epsgOfCrs('LOCAL_CS["Blatt 3447"]')).toBeNull();
    expect(parsePointsFile(VARIANTS['older QGIS without #CRS line, pixelX/pixelY'])).toMatchObject({
      crs: null,
      epsg: null,
      header: 'pixel',
    });
  });

  it('keeps every value bit for bit through the 17-decimal numbers QGIS writes (written back in shortest form)', () => {
    const qgis = [
      'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
      '389250.09999999997671694,5820100.29999999981373549,120.09999999999999432,-340.69999999999998863,1,0,0,0',
      '',
    ].join('\n');
    const first = parsePointsFile(qgis).points;
    const again = parsePointsFile(formatPointsFile(first)).points;
    expect(again).toEqual(first);
    expect(first[0]).toMatchObject({ mapx: 389250.1, mapy: 5820100.3, pixelx: 120.1, pixely: 340.7 });
  });

  it('reads the tab-separated files of the first Georeferencer and CRLF line ends', () => {
    const parsed = parsePointsFile(
      'mapX\tmapY\tpixelX\tpixelY\tenable\r\n3401234.5\t5712345.25\t10\t-20\t1\r\n3401300\t5712000\t200\t-400\r\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.points).toEqual([
      {
        nr: 1,
        mapx: 3401234.5,
        mapy: 5712345.25,
        pixelx: 10,
        pixely: 20,
        enable: true,
        dx: null,
        dy: null,
        residual: null,
      },
      {
        nr: 2,
        mapx: 3401300,
        mapy: 5712000,
        pixelx: 200,
        pixely: 400,
        enable: true,
        dx: null,
        dy: null,
        residual: null,
      },
    ]);
  });

  it('names each bad line in German and imports the rest', () => {
    const parsed = parsePointsFile(
      [
        '#CRS: EPSG:25832',
        'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
        '1,2,3',
        '389000,5820000,abc,-4,1',
        '389000,5820000,3,-4,ja',
        '389000,5820000,3,-4,1,0,0,0',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([
      { line: 3, message: 'Zeile 3: zu wenige Werte (3 statt mindestens 4: mapX, mapY, sourceX, sourceY).' },
      { line: 4, message: 'Zeile 4: „abc“ ist keine Zahl (sourceX).' },
      { line: 5, message: 'Zeile 5: „ja“ ist kein gültiger Wert für enable (erlaubt: 1 oder 0).' },
    ]);
    expect(parsed.points).toHaveLength(1);
    expect(parsed.points[0]).toMatchObject({ nr: 1, pixelx: 3, pixely: 4 });
  });

  it('takes positive source y values as rows, with a warning', () => {
    const parsed = parsePointsFile('mapX,mapY,sourceX,sourceY,enable\n389000,5820000,10,20,1\n389100,5819900,50,0,1\n');
    expect(parsed.points.map((p) => p.pixely)).toEqual([20, 0]);
    expect(parsed.warnings).toEqual([
      'Die Pixel-Y-Werte der Datei sind positiv; sie werden als Bildzeilen übernommen (QGIS speichert sie negativ).',
    ]);
  });

  it('exports the canonical QGIS form: #CRS from the EPSG code, sourceX header, negated rows, empty missing residuals', () => {
    const text = formatPointsFile(
      [
        { nr: 1, mapx: 389000, mapy: 5820000, pixelx: 0, pixely: 0, enable: true, dx: null, dy: null, residual: null },
        {
          nr: 2,
          mapx: 389512.25,
          mapy: 5819001.5,
          pixelx: 204.5,
          pixely: 399.75,
          enable: false,
          dx: 0.25,
          dy: -1,
          residual: 1.0307764064044151,
        },
      ],
      { epsg: 25833 },
    );
    expect(text).toBe(
      '#CRS: EPSG:25833\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n389000,5820000,0,0,1,,,\n389512.25,5819001.5,204.5,-399.75,0,0.25,-1,1.0307764064044151\n',
    );
  });

  it('finds the header after a blank line below #CRS', () => {
    const parsed = parsePointsFile(
      '#CRS: EPSG:25832\n\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n389000,5820000,3,-4,1,0,0,0\n',
    );
    expect(parsed).toMatchObject({ epsg: 25832, header: 'source', errors: [] });
    expect(parsed.points).toHaveLength(1);
  });

  it('reads empty residual fields back as missing', () => {
    const parsed = parsePointsFile('mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n389000,5820000,3,-4,1,,,\n');
    expect(parsed.points[0]).toMatchObject({ dx: null, dy: null, residual: null });
  });

  it('quotes a bad field at most 24 characters long', () => {
    const long = 'x'.repeat(500);
    const parsed = parsePointsFile(`mapX,mapY,sourceX,sourceY\n${long},5820000,3,-4\n`);
    expect(parsed.errors).toEqual([{ line: 2, message: `Zeile 2: „${'x'.repeat(24)}…“ ist keine Zahl (mapX).` }]);
  });

  it('names ten bad lines and counts the rest', () => {
    const bad = Array.from({ length: 25 }, (_, k) => `a${k},5820000,3,-4`);
    const parsed = parsePointsFile(['mapX,mapY,sourceX,sourceY', ...bad].join('\n'));
    expect(parsed.errors).toHaveLength(11);
    expect(parsed.errors[9]).toEqual({ line: 11, message: 'Zeile 11: „a9“ ist keine Zahl (mapX).' });
    expect(parsed.errors[10]).toEqual({ line: 12, message: '… und 15 weitere fehlerhafte Zeilen (ab Zeile 12).' });
  });

  it.each([
    ['NaN', '„NaN“ ist kein endlicher Wert (mapY); Koordinaten müssen Zahlen sein.'],
    ['Infinity', '„Infinity“ ist kein endlicher Wert (mapY); Koordinaten müssen Zahlen sein.'],
    ['-inf', '„-inf“ ist kein endlicher Wert (mapY); Koordinaten müssen Zahlen sein.'],
    ['1e999', '„1e999“ ist zu groß für eine Koordinate (mapY).'],
  ])('refuses %s with the right reason', (value, message) => {
    const parsed = parsePointsFile(`mapX,mapY,sourceX,sourceY\n389000,${value},3,-4\n`);
    expect(parsed.errors).toEqual([{ line: 2, message: `Zeile 2: ${message}` }]);
    expect(parsed.points).toEqual([]);
  });

  it.each([
    ['', 'Die Datei ist leer.'],
    ['\n\n', 'Die Datei ist leer.'],
    ['#CRS: EPSG:25832\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n', 'Die Datei enthält keine Passpunkte.'],
  ])('says so for a file without points (%j)', (text, message) => {
    expect(parsePointsFile(text).errors).toEqual([{ line: 1, message }]);
  });
});

describe('given a .points file written with decimal commas', () => {
  const HEADER = 'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual';

  it('reads a comma-separated line whose only sensible reading has the header’s eight fields, and says so', () => {
    const parsed = parsePointsFile(
      [
        '#CRS: EPSG:25833',
        HEADER,
        '389250,5,5820100,25,120,5,-340,1,0,12,-0,08,0,144',
        '392871,5819950,3980,-410,1,0,0,0',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.points[0]).toMatchObject({
      mapx: 389250.5,
      mapy: 5820100.25,
      pixelx: 120.5,
      pixely: 340,
      enable: true,
      dx: 0.12,
      dy: -0.08,
      residual: 0.144,
    });
    expect(parsed.points[1]).toMatchObject({ mapx: 392871, pixely: 410 });
    expect(parsed.warnings).toEqual([
      'Zeile 3: Zahlen mit Dezimalkomma, als Dezimalzahlen gelesen (QGIS schreibt Dezimalpunkte und trennt die Felder mit Kommas).',
    ]);
  });

  it('reads semicolon-separated lines as a German spreadsheet saves them', () => {
    const parsed = parsePointsFile(['mapX;mapY;sourceX;sourceY;enable', '389250,5;5820100,25;120,5;-340;1'].join('\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.points[0]).toMatchObject({ mapx: 389250.5, mapy: 5820100.25, pixelx: 120.5, pixely: 340 });
    expect(parsed.warnings[0]).toMatch(/^Zeile 2: Zahlen mit Dezimalkomma/);
  });

  it('reads a decimal-comma line shorter than its header (no residual columns)', () => {
    const parsed = parsePointsFile([HEADER, '389250,5,5820100,25,120,5,-340,5,1'].join('\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.points[0]).toMatchObject({ mapx: 389250.5, mapy: 5820100.25, pixelx: 120.5, pixely: 340.5 });
    expect(parsed.warnings[0]).toMatch(/^Zeile 2: Zahlen mit Dezimalkomma/);
  });

  it('names the decimal commas, not enable, for a short line with more than one reading', () => {
    const parsed = parsePointsFile([HEADER, '389250,5820100,120,5,-340'].join('\n'));
    expect(parsed.errors.map((error) => error.message)).toEqual([
      'Zeile 2: Die Zahlen sind offenbar mit Dezimalkomma geschrieben, und die Felder sind ebenfalls durch Kommas getrennt – die Zeile lässt sich nicht eindeutig lesen. Bitte Dezimalpunkte verwenden (389250.5 statt 389250,5).',
    ]);
  });

  it('names the decimal commas when a line has more than one reading', () => {
    const parsed = parsePointsFile('389250,5820100,120,5,-340\n');
    expect(parsed.points).toEqual([]);
    expect(parsed.errors).toEqual([
      {
        line: 1,
        message:
          'Zeile 1: Die Zahlen sind offenbar mit Dezimalkomma geschrieben, und die Felder sind ebenfalls durch Kommas getrennt – die Zeile lässt sich nicht eindeutig lesen. Bitte Dezimalpunkte verwenden (389250.5 statt 389250,5).',
      },
    ]);
  });
});
