import { describe, expect, it } from 'vitest';
import { pageOf, requestedRange } from './range';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('requestedRange: limit/offset and the Range header, intersected', () => {
  it.each([
    [{ limit: null, offset: 0 }, null, { offset: 0, limit: null }],
    [{ limit: 2, offset: 1 }, null, { offset: 1, limit: 2 }],
    [{ limit: null, offset: 0 }, '0-24', { offset: 0, limit: 25 }],
    [{ limit: null, offset: 0 }, '10-', { offset: 10, limit: null }],
    [{ limit: 5, offset: 0 }, '2-9', { offset: 2, limit: 3 }],
  ] as const)('%j with Range %s', (query, header, expected) => {
    expect(requestedRange(query, header)).toEqual(expected);
  });
});

describe('pageOf answers as PostgREST 12', () => {
  it('a counted part is 206 with first-last/total', () => {
    expect(pageOf(letters, { offset: 1, limit: 2 }, 'exact')).toEqual({
      body: ['b', 'c'],
      status: 206,
      headers: { 'Content-Range': '1-2/5', 'Preference-Applied': 'count=exact' },
    });
  });

  it('all counted rows are 200; without a count the total is * and the status 200', () => {
    expect(pageOf(letters, { offset: 0, limit: 10 }, 'exact').status).toBe(200);
    expect(pageOf(letters, { offset: 1, limit: 2 }, null)).toEqual({
      body: ['b', 'c'],
      status: 200,
      headers: { 'Content-Range': '1-2/*' },
    });
  });

  it('no rows: * before the slash', () => {
    expect(pageOf([], { offset: 0, limit: 10 }, 'exact').headers['Content-Range']).toBe('*/0');
    expect(pageOf(letters, { offset: 5, limit: 10 }, 'exact')).toMatchObject({
      status: 206,
      headers: { 'Content-Range': '*/5' },
    });
  });

  it('an offset past the counted rows is 416 PGRST103', () => {
    expect(pageOf(letters, { offset: 6, limit: 10 }, 'exact')).toEqual({
      body: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 6 was requested, but there are only 5 rows.',
        hint: null,
      },
      status: 416,
      headers: { 'Content-Range': '*/5' },
    });
  });
});
