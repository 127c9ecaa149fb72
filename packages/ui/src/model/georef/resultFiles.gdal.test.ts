// @vitest-environment node
/**
 * The result files a surveyor takes away (world file with `.aux.xml`, GCP VRT, Georeference
 * Annotation), each read back by Debian's gdal-bin and compared with the fit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPSG_CODES, type GeorefType } from '../domainValues';
import { dataAxisMapping, epsgWkt } from './epsgWkt';
import { gcpVrt, vrtFileName } from './gcpVrt';
import { WARP_METHOD } from './gdalGcps';
import { HEIGHT, perspective, pointsOf, run, truth, WIDTH, worstDeviation, writeRamp } from './gdalTestRaster';
import { georeferenceAnnotation } from './georefAnnotation';
import type { IiifImage } from './iiif';
import { fitTransform } from './transforms';
import { TRANSFORM_TYPES, type XY } from './types';
import { auxXml, worldFile, worldFileName } from './worldFile';

const AFFINE: readonly GeorefType[] = ['linear', 'helmert', 'polynomial1'];

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'georef-results-'));
  writeRamp(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function fitOf(type: GeorefType, map: (p: XY) => XY = type === 'projective' ? perspective : truth) {
  const points = pointsOf(map);
  const fit = fitTransform(type, points);
  if (!fit.ok) throw new Error(fit.message);
  return { fit, points };
}

const corners: XY[] = [
  { x: 0, y: 0 },
  { x: WIDTH, y: 0 },
  { x: 0, y: HEIGHT },
  { x: WIDTH, y: HEIGHT },
];

describe('the WKT of each map system', () => {
  it.each(EPSG_CODES.map((code) => code.value))('EPSG:%s is what gdalsrsinfo writes', async (code) => {
    const { stdout } = await run('gdalsrsinfo', ['-o', 'wkt1', `EPSG:${code}`]);
    expect(epsgWkt(code)).toBe(stdout.replace(/\n\s*/g, '').replace(/,\s+/g, ','));
  });
});

describe('the world file and its .aux.xml', () => {
  it.each(AFFINE)('%s: gdalinfo reads the fit, corner by corner, in Gauß-Krüger zone 3', async (type) => {
    // Gauß-Krüger names northing first: the .aux.xml's axis mapping must keep the raster's x easting.
    const gk = (p: XY) => {
      const q = truth(p);
      return { x: q.x - 389000 + 3500000, y: q.y - 5820000 + 5500000 };
    };
    const { fit } = fitOf(type, gk);
    const scan = `${type}.tif`;
    await run('gdal_create', ['-q', '-of', 'GTiff', '-outsize', String(WIDTH), String(HEIGHT), '-bands', '1', scan], {
      cwd: dir,
    });
    expect(worldFileName(scan)).toBe(`${type}.tfw`);
    writeFileSync(join(dir, worldFileName(scan)), worldFile(fit) ?? '');
    writeFileSync(join(dir, `${scan}.aux.xml`), auxXml(31467));
    const { stdout } = await run('gdalinfo', ['-json', scan], { cwd: dir });
    const info = JSON.parse(stdout) as {
      geoTransform: number[];
      coordinateSystem: { wkt: string; dataAxisToSRSAxisMapping: number[] };
    };
    expect(info.coordinateSystem.wkt).toContain('ID["EPSG",31467]');
    expect(info.coordinateSystem.dataAxisToSRSAxisMapping).toEqual([2, 1]);
    const gt = info.geoTransform as [number, number, number, number, number, number];
    for (const corner of corners) {
      const read = { x: gt[0] + corner.x * gt[1] + corner.y * gt[2], y: gt[3] + corner.x * gt[4] + corner.y * gt[5] };
      const fitted = fit.forward(corner);
      expect(Math.hypot(read.x - fitted.x, read.y - fitted.y)).toBeLessThan(1e-4);
    }
  });

  it('is offered only for affine fits', () => {
    expect(worldFile(fitOf('polynomial2').fit)).toBeNull();
    expect(worldFile(fitOf('tps').fit)).toBeNull();
    expect(worldFile(fitOf('projective').fit)).toBeNull();
    expect(worldFileName('karte_7.jpg')).toBe('karte_7.jgw');
    expect(worldFileName('scan')).toBe('scan.wld');
    expect(dataAxisMapping(25832)).toBe('1,2');
  });
});

describe('the VRT with the GCPs', () => {
  it.each(TRANSFORM_TYPES)('%s: gdalwarp of the VRT samples the scan where the fit says', async (type) => {
    const { fit, points } = fitOf(type);
    const vrt = gcpVrt(fit, {
      type,
      points,
      epsg: 25832,
      imageSize: { width: WIDTH, height: HEIGHT },
      source: 'scan.img',
      bands: 2,
      dataType: 'Float32',
    });
    const name = `${type}_${vrtFileName('scan.img')}`;
    writeFileSync(join(dir, name), vrt);
    const { stdout } = await run('gdalinfo', ['-json', name], { cwd: dir });
    const info = JSON.parse(stdout) as { gcps: { gcpList: unknown[]; coordinateSystem: { wkt: string } } };
    expect(info.gcps.coordinateSystem.wkt).toContain('ID["EPSG",25832]');
    const method = WARP_METHOD[type].split(' ');
    const output = `${type}_from_vrt.tif`;
    await run('gdalwarp', ['-q', '-r', 'bilinear', ...method, '-t_srs', 'EPSG:25832', name, output], { cwd: dir });
    const { worst, compared } = await worstDeviation(dir, output, fit);
    expect(compared).toBeGreaterThan(2000);
    expect(worst).toBeLessThanOrEqual(AFFINE.includes(type) ? 0.01 : 0.05);
  });
});

describe('the Georeference Annotation', () => {
  const image: IiifImage = {
    id: 'https://iiif.example.org/iiif/3/karte_7',
    version: 3,
    width: WIDTH,
    height: HEIGHT,
    tileWidth: 512,
    tileHeight: 512,
    scaleFactors: [1],
    format: 'jpg',
  };

  it.each(TRANSFORM_TYPES)(
    '%s: its GCPs, warped by GDAL from WGS 84, sample the scan where the fit says',
    async (type) => {
      const { fit, points } = fitOf(type);
      const annotation = JSON.parse(georeferenceAnnotation(fit, { type, points, epsg: 25832, image })) as {
        target: { source: { id: string; type: string } };
        body: {
          transformation: { type: string; options?: { order: number } };
          features: { properties: { resourceCoords: [number, number] }; geometry: { coordinates: [number, number] } }[];
        };
      };
      expect(annotation.target.source).toMatchObject({ id: image.id, type: 'ImageService3' });
      const { transformation, features } = annotation.body;
      // The annotation's GCPs as a VRT in WGS 84, warped into the map's system by GDAL with the
      // method the annotation names: the same raster as from our fit.
      const gcps = features
        .map(
          (f, i) =>
            `<GCP Id="${i + 1}" Pixel="${f.properties.resourceCoords[0]}" Line="${f.properties.resourceCoords[1]}" X="${f.geometry.coordinates[0]}" Y="${f.geometry.coordinates[1]}" />`,
        )
        .join('');
      const bands = [1, 2]
        .map(
          (n) =>
            `<VRTRasterBand dataType="Float32" band="${n}"><SimpleSource><SourceFilename relativeToVRT="1">scan.img</SourceFilename><SourceBand>${n}</SourceBand></SimpleSource></VRTRasterBand>`,
        )
        .join('');
      const name = `${type}_annotation.vrt`;
      writeFileSync(
        join(dir, name),
        `<VRTDataset rasterXSize="${WIDTH}" rasterYSize="${HEIGHT}"><GCPList Projection="EPSG:4326" dataAxisToSRSAxisMapping="2,1">${gcps}</GCPList>${bands}</VRTDataset>`,
      );
      const method =
        transformation.type === 'thinPlateSpline' ? ['-tps'] : ['-order', String(transformation.options?.order)];
      const output = `${type}_from_annotation.tif`;
      await run('gdalwarp', ['-q', '-r', 'bilinear', ...method, '-et', '0', '-t_srs', 'EPSG:25832', name, output], {
        cwd: dir,
      });
      const { worst, compared } = await worstDeviation(dir, output, fit);
      expect(compared).toBeGreaterThan(2000);
      expect(worst).toBeLessThanOrEqual(0.05);
    },
  );
});
