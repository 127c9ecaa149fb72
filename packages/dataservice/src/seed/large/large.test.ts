import { describe, expect, it } from 'vitest';
import { createSeed } from '..';
import { createLargeSeed, LARGE_SIZES } from '.';

describe('createLargeSeed', () => {
  const small = createLargeSeed({ factor: 0.02 });

  it('is deterministic: the same seed gives the same rows', () => {
    const again = createLargeSeed({ factor: 0.02 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(small));
  });

  it('keeps the demo seed and appends generated rows after its ids', () => {
    const demo = createSeed();
    expect(small.benutzer.slice(0, demo.benutzer.length)).toEqual(demo.benutzer);
    expect(small.kaefer.slice(0, demo.kaefer.length)).toEqual(demo.kaefer);
    expect(small.kaefer[demo.kaefer.length]).toEqual({
      id: 441,
      art: 2,
      status: 'veroeffentlicht',
      published_from: '2024-05-23',
      letzter_bearbeiter: 'Birgit Scholz',
      message: null,
      fund_datum: '2024-05-14',
      lat: 50.79414,
      lng: 8.83243,
      bundesland: 'HE',
      beschreibung: 'Fund bei Marburg.',
      user_id: 517,
    });
    expect(small.bilder.filter((b) => b.kaefer_id === 441).map((b) => b.filename)).toEqual([
      'borkenkaefer.svg',
      expect.stringMatching(/\.svg$/),
    ]);
    expect(small.clientAppUsers.find((l) => l.client_id === 33)).toEqual({
      client_id: 33,
      user_id: 969,
      kataster_enabled: true,
    });
  });

  it('numbers offers and invoices in date order, five positions each', () => {
    expect(small.rechnung[0]).toEqual({
      id: 1,
      bearbeiter: 'Dörte Hofmann',
      le_date: '2022-10-15',
      rn_datum: '2022-11-20',
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: 19,
      client_id: 8,
      archiviert: true,
    });
    expect(small.angebot[0]).toMatchObject({ id: 1, an_datum: '2022-11-20', status: 'abgerechnet', client_id: 21 });
    const dates = small.rechnung.map((r) => r.rn_datum);
    expect(dates).toEqual([...dates].sort());
    expect(small.position).toHaveLength((small.rechnung.length + small.angebot.length) * 5);
  });

  it("has a busy year's sizes at factor 1", () => {
    const full = createLargeSeed();
    expect({
      benutzer: full.benutzer.length,
      kunde: full.kunde.length,
      karte: full.karte.length,
      kaefer: full.kaefer.length,
      rechnung: full.rechnung.length,
      angebot: full.angebot.length,
      position: full.position.length,
    }).toEqual({
      benutzer: LARGE_SIZES.users,
      kunde: LARGE_SIZES.clients,
      karte: LARGE_SIZES.maps,
      kaefer: LARGE_SIZES.sightings,
      rechnung: LARGE_SIZES.invoices,
      angebot: LARGE_SIZES.offers,
      position: (LARGE_SIZES.invoices + LARGE_SIZES.offers) * LARGE_SIZES.positionsPerDocument,
    });
    // About two payments per issued invoice (src/seed/payments.ts).
    expect(full.payments).toHaveLength(40_430);
    // The demo seed's maps and sightings keep their own point and picture counts.
    expect(full.mappoint).toHaveLength(198_702);
    expect(full.bilder).toHaveLength(199_796);
    expect(new Set(full.benutzer.map((u) => u.email.toLowerCase())).size).toBe(LARGE_SIZES.users);
    // About 1.5 s alone; the budget leaves room for a busy machine.
  }, 60_000);
});
