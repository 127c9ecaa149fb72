import { describe, expect, it } from 'vitest';
import { fitTransform } from '../../../model/georef/transforms';
import type { GeorefFit } from '../../../model/georef/types';
import { createEditorState } from './editorState';
import { resultFiles, staysInMapSystem, type ResultFile, type ResultTarget } from './resultFiles';
import { gdalScriptFor } from './saveResult';

// An exact affine sheet in Gauß-Krüger zone 3: 2 m per pixel, north up, origin (3500000, 5500000).
const rows = [
  [0, 0],
  [100, 0],
  [0, 100],
  [100, 100],
].map(([px, py], i) => ({
  nr: i + 1,
  pixelx: px as number,
  pixely: py as number,
  mapx: 3500000 + 2 * (px as number),
  mapy: 5500000 - 2 * (py as number),
  enable: true,
  dx: null,
  dy: null,
  residual: null,
}));
const { present } = createEditorState(rows, 'helmert');
const fit = fitTransform('helmert', present.points) as GeorefFit;
const size = { width: 100, height: 100 };
const script = gdalScriptFor(present, { karteId: 12, epsg: 31467, size }, fit);
const base: ResultTarget = { karteId: 12, epsg: 31467, size, scan: { kind: 'image', url: 'scan.png' }, script };

const byKey = (files: ResultFile[], key: ResultFile['key']) => files.find((file) => file.key === key)!;

describe('resultFiles with a target system', () => {
  const own = resultFiles(present, fit, base);
  const utm = resultFiles(present, fit, { ...base, targetEpsg: 25832 });

  it('hands over the settled script in the map system when no other is chosen', () => {
    const file = byKey(own, 'script');
    expect(file.fileName).toBe('karte_12_georef.sh');
    expect(file.make?.()).toBe(script);
    expect(script).toContain('-t_srs EPSG:31467 "$intermediate" "karte_12_georef.tif"');
    const same = resultFiles(present, fit, { ...base, targetEpsg: 31467 });
    const described = (files: ResultFile[]) => files.map(({ fileName, purpose }) => [fileName, purpose]);
    expect(described(same)).toEqual(described(own));
    expect(byKey(same, 'script').make?.()).toBe(script);
  });

  it('reprojects the script into the target, named with its code', () => {
    const file = byKey(utm, 'script');
    expect(file.fileName).toBe('karte_12_georef_25832.sh');
    expect(file.purpose).toBe(
      'Entzerrt den Scan mit gdal_translate und gdalwarp zu einem GeoTIFF, umprojiziert nach EPSG:25832; läuft mit GDAL ab 3.0.',
    );
    const text = file.make?.() ?? '';
    expect(text).toContain('-a_srs EPSG:31467');
    expect(text).toContain('-t_srs EPSG:25832 "$intermediate" "karte_12_georef_25832.tif"');
    expect(text).toContain('# Das Ergebnis wird nach EPSG:25832 umprojiziert; die Passpunkte sind in EPSG:31467.');
  });

  it('changes nothing else in the script: the same GCPs from the same fit', () => {
    const reprojected = (byKey(utm, 'script').make?.() ?? '').split('\n');
    const comment = reprojected.findIndex((line) => line.startsWith('# Das Ergebnis wird nach'));
    const rest = reprojected.filter((_, index) => index !== comment);
    const mapLines = (script ?? '').split('\n');
    expect(rest).toHaveLength(mapLines.length);
    rest.forEach((line, index) =>
      expect(line).toBe(
        mapLines[index]!.replace('-t_srs EPSG:31467', '-t_srs EPSG:25832').replaceAll('_georef', '_georef_25832'),
      ),
    );
  });

  it('keeps the other files in the map system, downloadable, and says so', () => {
    expect(staysInMapSystem(31467)).toBe(
      'Bleibt im System der Karte (EPSG:31467); umprojiziert wird nur das GDAL-Skript.',
    );
    for (const key of ['worldFile', 'aux', 'vrt'] as const) {
      const file = byKey(utm, key);
      expect(file.purpose).toBe(`${byKey(own, key).purpose} ${staysInMapSystem(31467)}`);
      expect(file.make?.()).toBe(byKey(own, key).make?.());
    }
    expect(byKey(utm, 'aux').make?.()).toContain('AUTHORITY[&quot;EPSG&quot;,&quot;31467&quot;]');
  });

  it('adds no note to a file that cannot be had', () => {
    expect(byKey(utm, 'annotation')).toEqual(byKey(own, 'annotation'));
  });
});
