import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY, enableSessionPersistence, mockDb, persistChanges, resetMockDb } from './db';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('session persistence (demo mode)', () => {
  beforeEach(() => resetMockDb());

  it('saves a snapshot after a change and restores it in a new session', () => {
    const storage = memoryStorage();
    enableSessionPersistence(storage);
    persistChanges();
    expect(storage.items.has(SNAPSHOT_KEY)).toBe(false);

    const db = mockDb();
    db.kaefer.update(db.kaefer.eqFilters({ id: 3 }), { status: 'abgelehnt' });
    persistChanges();
    expect(storage.items.has(SNAPSHOT_KEY)).toBe(true);

    // A reload: the store starts from the seed, then the session's snapshot replaces it.
    const saved = storage.items.get(SNAPSHOT_KEY) ?? '';
    resetMockDb();
    expect(mockDb().kaefer.where({ id: 3 })[0]?.status).toBe('rueckfrage');
    storage.items.set(SNAPSHOT_KEY, saved);
    enableSessionPersistence(storage);
    expect(mockDb().kaefer.where({ id: 3 })[0]?.status).toBe('abgelehnt');
  });

  it('restores the snapshot when the first call loads the store, after the demo named the session store', async () => {
    const storage = memoryStorage();
    enableSessionPersistence(storage);
    const db = mockDb();
    db.kaefer.update(db.kaefer.eqFilters({ id: 3 }), { status: 'abgelehnt' });
    persistChanges();

    // A reload: the mock service starts without the store, which loads with the first call.
    vi.resetModules();
    const { keepInSession } = await import('./sessionTarget');
    keepInSession(storage);
    const reloaded = await import('./db');
    expect(reloaded.mockDb().kaefer.where({ id: 3 })[0]?.status).toBe('abgelehnt');
  });

  it('resetMockDb goes back to the seed and forgets the snapshot', () => {
    const storage = memoryStorage();
    enableSessionPersistence(storage);
    const db = mockDb();
    db.prognose.delete(db.prognose.eqFilters({ id: 1 }));
    persistChanges();
    resetMockDb();
    expect(storage.items.has(SNAPSHOT_KEY)).toBe(false);
    expect(mockDb().prognose.where({ id: 1 })).toHaveLength(1);
  });

  it('ignores a snapshot of another seed or a broken one', () => {
    const storage = memoryStorage();
    storage.items.set(SNAPSHOT_KEY, JSON.stringify({ seed: 1, data: {} }));
    enableSessionPersistence(storage);
    expect(mockDb().kaefer.all()).toHaveLength(440);
    storage.items.set(SNAPSHOT_KEY, '{kaputt');
    enableSessionPersistence(storage);
    expect(storage.items.has(SNAPSHOT_KEY)).toBe(false);
  });
});
