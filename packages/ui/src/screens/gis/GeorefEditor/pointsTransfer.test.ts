import { describe, expect, it } from 'vitest';
import { parsePointsFile } from '../../../model/georef/pointsFile';
import { importReport, pointsFileName } from './pointsTransfer';

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

  it('warns when the file names another EPSG than the map', () => {
    const parsed = parsePointsFile('#CRS: EPSG:31467\nmapX,mapY,pixelX,pixelY\n1,2,3,-4\n5,6,7,-8\n');
    expect(importReport(parsed, 'gk.points', 25832)).toEqual({
      tone: 'warning',
      messages: [
        '2 Passpunkte aus „gk.points“ übernommen.',
        'Die Datei nennt EPSG:31467, die Karte EPSG:25832; die Koordinaten wurden nicht umgerechnet.',
      ],
    });
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
