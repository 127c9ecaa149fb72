import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_MAP_FORM, toKarteInsert, validateCreateMapForm } from './createMapForm';

const filled = { ...EMPTY_CREATE_MAP_FORM, map_name: '  Forstkarte Nienburg 1936 ', width: 8400, height: 6200 };
const clients = [
  { client_id: 7, epsg: 25833 as const },
  { client_id: 9, epsg: null },
];

describe('validateCreateMapForm', () => {
  it('asks for the name and both pixel sizes of an empty form', () => {
    expect(validateCreateMapForm(EMPTY_CREATE_MAP_FORM)).toEqual({
      map_name: 'Bitte einen Namen eingeben.',
      width: 'Bitte die Breite in Pixeln eingeben.',
      height: 'Bitte die Höhe in Pixeln eingeben.',
    });
  });

  it('takes a name of spaces as no name', () => {
    expect(validateCreateMapForm({ ...filled, map_name: '   ' })).toEqual({ map_name: 'Bitte einen Namen eingeben.' });
  });

  it('limits the name to 200 characters', () => {
    expect(validateCreateMapForm({ ...filled, map_name: 'K'.repeat(200) })).toEqual({});
    expect(validateCreateMapForm({ ...filled, map_name: 'K'.repeat(201) })).toEqual({
      map_name: 'Der Name darf höchstens 200 Zeichen lang sein.',
    });
  });

  it('finds nothing in a form with name and size', () => {
    expect(validateCreateMapForm(filled)).toEqual({});
  });
});

describe('toKarteInsert', () => {
  it('sends a map without client and extras as a new map with nulls', () => {
    expect(toKarteInsert(filled, clients)).toEqual({
      map_name: 'Forstkarte Nienburg 1936',
      width: 8400,
      height: 6200,
      client_id: null,
      din: null,
      jahr: null,
      scale: null,
      res: null,
      epsg: null,
      status: 'neu',
    });
  });

  it("takes the client's coordinate system when none is chosen", () => {
    expect(toKarteInsert({ ...filled, client_id: '7' }, clients)).toMatchObject({ client_id: 7, epsg: 25833 });
    expect(toKarteInsert({ ...filled, client_id: '9' }, clients)).toMatchObject({ client_id: 9, epsg: null });
  });

  it('keeps a chosen coordinate system and the optional fields', () => {
    expect(
      toKarteInsert(
        { ...filled, client_id: '7', epsg: '31468', din: 'A1', jahr: 1936, scale: 5000, res: 400 },
        clients,
      ),
    ).toMatchObject({ client_id: 7, epsg: 31468, din: 'A1', jahr: 1936, scale: 5000, res: 400 });
  });

  it('refuses a form without a size (validateCreateMapForm stops it before)', () => {
    expect(() => toKarteInsert({ ...filled, width: null }, clients)).toThrow('Die Karte ist nicht vollständig.');
  });
});
