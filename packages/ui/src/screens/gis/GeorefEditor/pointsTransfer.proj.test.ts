// @vitest-environment node
/**
 * An import from another EPSG lands where QGIS puts it: QGIS transforms a `.points` file's
 * coordinates with PROJ, whose default DHDN transformation is the BeTA2007 grid. The GIS page
 * has loaded the grid (useDhdnGrid), as here.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDhdnGrid } from '../../../model/georef/coordinates';
import { parsePointsFile } from '../../../model/georef/pointsFile';
import { importPoints } from './pointsTransfer';

const run = promisify(execFile);

beforeAll(() => {
  const bytes = readFileSync(new URL('../../../../../app/public/grids/BETA2007.gsb', import.meta.url));
  loadDhdnGrid(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
});

describe('a .points file in Gauß-Krüger zone 3, imported into a UTM 32 map', () => {
  const file = [
    // The ESRI WKT QGIS writes for a layer from ArcGIS: recognised by its name.
    '#CRS: PROJCS["DHDN_3_Degree_Gauss_Zone_3",GEOGCS["GCS_Deutsches_Hauptdreiecksnetz",DATUM["D_Deutsches_Hauptdreiecksnetz",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Gauss_Kruger"],PARAMETER["False_Easting",3500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",9.0],PARAMETER["Scale_Factor",1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
    'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
    '3477334.81,5552790.75,120.5,-340,1,0,0,0',
    '3412345.67,5421098.76,4000,-9000,1,0,0,0',
    '3512000,5900000,6000,-100,1,0,0,0',
  ].join('\n');

  it('lands where PROJ puts it, within 5 cm', async () => {
    const parsed = parsePointsFile(file);
    expect(parsed.epsg).toBe(31467);
    const { points, report } = importPoints(parsed, 'gk.points', 25832);
    expect(report.messages[1]).toBe(
      'Die Datei nennt EPSG:31467, die Karte EPSG:25832: Die Kartenkoordinaten wurden nach EPSG:25832 umgerechnet (DHDN über das Gitter BeTA2007, wie QGIS mit PROJ).',
    );
    const input = parsed.points.map((point) => `${point.mapy} ${point.mapx}`).join('\n');
    const { stdout } = await run('sh', ['-c', `printf '${input}\\n' | cs2cs -f %.4f EPSG:31467 EPSG:25832`]);
    const expected = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/).map(Number));
    points.forEach((point, index) => {
      const [east, north] = expected[index] as [number, number];
      expect(Math.hypot(point.mapx - east, point.mapy - north)).toBeLessThan(0.05);
    });
  });
});
