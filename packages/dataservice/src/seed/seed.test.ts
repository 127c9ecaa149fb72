import { createHash } from 'node:crypto';
import { BEETLE_STATUSES, BUNDESLAENDER, MAP_STATUSES, OFFER_STATUSES } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { fitAffine } from './georef';
import { IMAGE_URLS } from './images';
import { PLACES } from './places';
import { DEMO_USERS, createSeed } from '.';

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const seed = createSeed();

describe('the seed dataset', () => {
  it('is identical across two fresh generations', () => {
    expect(sha256(createSeed())).toBe(sha256(createSeed()));
  });

  it('has the sizes the stories and the bench rely on', () => {
    expect(seed.kunde.length).toBeGreaterThanOrEqual(25);
    expect(seed.karte.length).toBeGreaterThanOrEqual(100);
    expect(seed.benutzer.length).toBeGreaterThanOrEqual(60);
    expect(seed.kaefer.length).toBeGreaterThanOrEqual(400);
    expect(seed.kaeferarten.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.kaefer.map((k) => k.art).filter((a) => a !== null)).size).toBeGreaterThanOrEqual(12);
  });

  it('has every status, role, state and coordinate system', () => {
    expect(new Set(seed.kaefer.map((k) => k.status))).toEqual(new Set(BEETLE_STATUSES.map((s) => s.value)));
    expect(new Set(seed.karte.map((k) => k.status))).toEqual(new Set(MAP_STATUSES.map((s) => s.value)));
    expect(new Set(seed.angebot.map((a) => a.status))).toEqual(new Set(OFFER_STATUSES.map((s) => s.value)));
    const lands = new Set(BUNDESLAENDER.map((b) => b.value));
    expect(new Set(seed.kaefer.map((k) => k.bundesland))).toEqual(lands);
    expect(new Set(seed.kunde.map((k) => k.bundesland))).toEqual(lands);
    expect(new Set(seed.kunde.map((k) => k.epsg))).toEqual(new Set([25832, 25833, 31467, 31468]));
    expect(new Set(seed.benutzer.map((u) => u.app_status))).toEqual(
      new Set(['ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_new', 'ogf_expert_query']),
    );
    expect(seed.benutzer.filter((u) => u.app_status === 'ogf_expert_query').length).toBeGreaterThanOrEqual(3);
  });

  it('holds the demo users with their roles and unique e-mails', () => {
    for (const demo of Object.values(DEMO_USERS)) {
      expect(seed.benutzer.find((u) => u.email === demo.email)?.app_status).toBe(demo.app_status);
    }
    expect(new Set(seed.benutzer.map((u) => u.email)).size).toBe(seed.benutzer.length);
  });

  it('places every sighting in its Bundesland, near one of its towns', () => {
    for (const k of seed.kaefer) {
      const near = PLACES[k.bundesland ?? 'BY'].some(
        (p) => Math.abs(p.lat - k.lat) < 0.1 && Math.abs(p.lng - k.lng) < 0.15,
      );
      expect(near, `kaefer ${k.id}`).toBe(true);
    }
  });

  it('references only bundled pictures and existing sightings', () => {
    const ids = new Set(seed.kaefer.map((k) => k.id));
    expect(seed.bilder.every((b) => b.filename in IMAGE_URLS && ids.has(b.kaefer_id))).toBe(true);
  });

  it('gives georeferenced maps points that an affine fit explains, with a few outliers', () => {
    let outliers = 0;
    for (const map of seed.karte.filter((k) => k.status === 'georeferenziert' || k.status === 'geprueft')) {
      const points = seed.mappoint.filter((p) => p.karte_id === map.id);
      expect(points.length).toBeGreaterThanOrEqual(6);
      expect(fitAffine(points)).not.toBeNull();
      // The survey noise is 0.3 mm on paper; the median point stays within a few noise widths.
      const noise = (0.3 * (map.scale ?? 5000)) / 1000;
      const residuals = points.map((p) => (p.residual ?? 0) / noise).sort((a, b) => a - b);
      expect(residuals[Math.floor(residuals.length / 2)], `karte ${map.id}`).toBeLessThan(4);
      outliers += residuals.filter((r) => r > 6).length;
    }
    expect(outliers).toBeGreaterThan(10);
  });

  it('has drainage lines with empty labels (shown as Andere)', () => {
    expect(seed.drainageLines.some((d) => d.erfq === '')).toBe(true);
    expect(seed.drainageLines.some((d) => d.erfq === null)).toBe(true);
    expect(seed.drainageLines.some((d) => d.qdt === '' || d.qdt === null)).toBe(true);
  });

  it('holds offers and invoices over three years for many clients, some invoices archived', () => {
    const years = (dates: string[]) => new Set(dates.map((d) => d.slice(0, 4))).size;
    expect(years(seed.rechnung.map((r) => r.rn_datum))).toBeGreaterThanOrEqual(3);
    expect(years(seed.angebot.map((a) => a.an_datum))).toBeGreaterThanOrEqual(3);
    expect(new Set(seed.rechnung.map((r) => r.client_id)).size).toBeGreaterThan(15);
    const archived = seed.rechnung.filter((r) => r.archiviert);
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.length).toBeLessThan(seed.rechnung.length);
    // Archiving closes the older invoices first: no open invoice is older than an archived one.
    expect(seed.rechnung.findIndex((r) => !r.archiviert)).toBe(archived.length);
  });

  it('numbers invoices and offers in date order', () => {
    const rn = seed.rechnung.map((r) => r.rn_datum);
    expect(rn).toEqual([...rn].sort());
    const an = seed.angebot.map((a) => a.an_datum);
    expect(an).toEqual([...an].sort());
  });
});
