import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { TemplateArticle } from '../../model/contract/templateApi';
import { articleTable } from '../excel/sheetTable';
import { buildTextZip } from './zipFile';

const ARTICLES = [
  {
    id: 7,
    title: 'Pheromone trap\tcounted',
    author: 'Mia Collins',
    pageviews: 812,
    timestamp: Date.UTC(2026, 4, 2, 9),
  },
  { id: 8, title: 'Drone survey', author: 'James Ward', pageviews: 3000, timestamp: Date.UTC(2026, 4, 3) },
] as TemplateArticle[];

describe('given the article table', () => {
  it('after a zip export, the archive holds exactly the table as text under the chosen name', async () => {
    const file = await buildTextZip(articleTable(ARTICLES), ' forest-report ');
    expect(file.fileName).toBe('forest-report.zip');
    const zip = await JSZip.loadAsync(await file.blob.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['forest-report.txt']);
    expect(await zip.file('forest-report.txt')!.async('string')).toBe(
      'Id\tTitle\tAuthor\tReadings\tDate\n' +
        '7\tPheromone trap counted\tMia Collins\t812\t2026-05-02 09:00:00\n' +
        '8\tDrone survey\tJames Ward\t3000\t2026-05-03\n',
    );
  });

  it('names an unnamed zip and its text file "excel-list"', async () => {
    const file = await buildTextZip(articleTable([]), '');
    expect(file.fileName).toBe('excel-list.zip');
    const zip = await JSZip.loadAsync(await file.blob.arrayBuffer());
    expect(await zip.file('excel-list.txt')!.async('string')).toBe('Id\tTitle\tAuthor\tReadings\tDate\n');
  });
});
