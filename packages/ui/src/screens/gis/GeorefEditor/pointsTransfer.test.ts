import { describe, expect, it } from 'vitest';
import { parsePointsFile } from '../../../model/georef/pointsFile';
import { importPoints, importReport, pointsFileName } from './pointsTransfer';

describe('importReport', () => {
  it('names the number of points taken over', () => {
    const parsed = parsePointsFile(
      '#CRS: EPSG:25832\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n1,2,3,-4,1,0,0,0\n',
    );
    expect(importReport(parsed, 'a.points', 25832)).toEqual({
      tone: 'success',
      messages: ['1 Passpunkt aus „a.points“ übernommen.'],
    });
  });

  it('converts a file in another known EPSG into the map’s, and says so', () => {
    // Two points in Gauß-Krüger zone 3 near Frankfurt, imported into a UTM 32 map.
    const parsed = parsePointsFile(
      '#CRS: EPSG:31467\nmapX,mapY,pixelX,pixelY\n3477334.81,5552790.75,3,-4\n3478334.81,5552790.75,7,-8\n',
    );
    const { points, report } = importPoints(parsed, 'gk.points', 25832);
    expect(report).toEqual({
      tone: 'warning',
      messages: [
        '2 Passpunkte aus „gk.points“ übernommen.',
        'Die Datei nennt EPSG:31467, die Karte EPSG:25832: Die Kartenkoordinaten wurden nach EPSG:25832 umgerechnet (DHDN mit der festen 7-Parameter-Verschiebung, bis etwa 2 m ungenau: das Gitter BeTA2007 ist nicht geladen).',
      ],
    });
    // PROJ with the same fixed shift (coordinates.test.ts): 477269.51, 5551009.57.
    expect(points[0]?.mapx).toBeCloseTo(477269.51, 1);
    expect(points[0]?.mapy).toBeCloseTo(5551009.57, 1);
    expect(points[0]?.pixelx).toBe(3);
  });

  it('takes over unconverted what it cannot convert or recognise, and says so', () => {
    const unknown = parsePointsFile('#CRS: EPSG:2056\nmapX,mapY,pixelX,pixelY\n1,2,3,-4\n');
    expect(importPoints(unknown, 'ch.points', 25832).report.messages[1]).toBe(
      'Die Datei nennt EPSG:2056, die Karte EPSG:25832; dieses System kann der Editor nicht umrechnen, die Koordinaten wurden unverändert übernommen. Bitte prüfen.',
    );
    expect(importPoints(unknown, 'ch.points', 25832).points[0]?.mapx).toBe(1);
    const local = parsePointsFile('#CRS: LOCAL_CS["Blatt 3447"]\nmapX,mapY,pixelX,pixelY\n1,2,3,-4\n');
    expect(importPoints(local, 'blatt.points', 25832).report.messages[1]).toBe(
      'Die Datei nennt ein Koordinatensystem, das der Editor nicht erkennt („LOCAL_CS["Blatt 3447"]“); die Koordinaten wurden unverändert als EPSG:25832 übernommen. Bitte prüfen.',
    );
  });

  it('lists lines that could not be read, and counts the rest beyond five', () => {
    const bad = Array.from({ length: 7 }, (_, i) => `x${i},2,3,-4`).join('\n');
    const parsed = parsePointsFile(`mapX,mapY,sourceX,sourceY\n1,2,3,-4\n${bad}\n`);
    const report = importReport(parsed, 'b.points', null);
    expect(report.tone).toBe('warning');
    expect(report.messages).toHaveLength(1 + 5 + 1);
    expect(report.messages[1]).toBe('Zeile 3: „x0“ ist keine Zahl (mapX).');
    expect(report.messages[6]).toBe('… und 2 weitere Zeilen, die nicht gelesen werden konnten.');
  });

  it('is an error when nothing could be read', () => {
    const parsed = parsePointsFile('mapX,mapY,sourceX,sourceY\nkeine,zahlen,hier,!\n');
    expect(importReport(parsed, 'c.points', 25832)).toEqual({
      tone: 'error',
      messages: ['„c.points“ enthält keine lesbaren Passpunkte.', 'Zeile 2: „keine“ ist keine Zahl (mapX).'],
    });
  });
});

describe('pointsFileName', () => {
  it.each([
    ['Forstkarte Revier Bramwald 1936', 'Forstkarte_Revier_Bramwald_1936.points'],
    ['Dränplan „Süd“ / Blatt 2', 'Dränplan_Süd_Blatt_2.points'],
    ['  ', 'passpunkte.points'],
  ])('%s → %s', (name, expected) => {
    expect(pointsFileName(name)).toBe(expected);
  });
});
