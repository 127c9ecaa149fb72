import { describe, expect, it } from 'vitest';
import { filterClients } from './clientFilter';
import { STORY_CLIENTS } from './storyData';

const ids = (filter: Parameters<typeof filterClients>[1]) =>
  filterClients(STORY_CLIENTS, filter).map((c) => c.client_id);

describe('filterClients', () => {
  it.each([
    [{ query: '', bundesland: '', kataster: '' }, [1, 2, 3, 4]],
    [{ query: 'tharandt', bundesland: '', kataster: '' }, [2]],
    [{ query: 'ortze', bundesland: '', kataster: '' }, [4]],
    [{ query: 'köhler calw', bundesland: '', kataster: '' }, [1]],
    [{ query: 'sachsen', bundesland: '', kataster: '' }, [2]],
    [{ query: '', bundesland: 'HE', kataster: '' }, [3]],
    [{ query: '', bundesland: '', kataster: 'an' }, [1, 3]],
    [{ query: '', bundesland: '', kataster: 'aus' }, [2, 4]],
    [{ query: 'stadt', bundesland: '', kataster: 'an' }, [1, 3]],
    [{ query: 'stadt', bundesland: 'BW', kataster: 'aus' }, []],
  ] as const)('given %j, keeps %j', (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});
