import { describe, expect, it, vi } from 'vitest';
import { createFetchAhead, type Load } from './fetchAhead';

/** Idle periods the test hands out one by one, and loads that record when they start. */
function harness() {
  const idle: (() => void)[] = [];
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const whenIdle = () => new Promise<void>((resolve) => idle.push(resolve));
  const load = (name: string, outcome: 'waits' | 'fails' | 'done' = 'done'): Load =>
    vi.fn(() => {
      started.push(name);
      if (outcome === 'fails') return Promise.reject(new Error('Chunk fehlt'));
      if (outcome === 'done') return Promise.resolve();
      return new Promise<void>((resolve) => finish.set(name, resolve));
    });
  /** Ends the next idle period and lets the queue go on. */
  const idlePasses = async () => {
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    idle.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ahead: createFetchAhead(whenIdle), idle, started, finish, load, idlePasses };
}

describe('createFetchAhead (the code fetched ahead of a click)', () => {
  it('fetches nothing before it is opened', async () => {
    const { ahead, idle, started, load } = harness();
    ahead.add('pages', [load('Nutzer')]);
    ahead.add('reads', [load('Nutzer-Abfragen')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
    expect(started).toEqual([]);
  });

  it('fetches the reads first, then the overlays, then the pages, whatever order they were queued in', async () => {
    const { ahead, started, load, idlePasses } = harness();
    ahead.add('pages', [load('GIS'), load('Nutzer')]);
    ahead.add('overlays', [load('Dialog')]);
    ahead.add('reads', [load('GIS-Abfragen')]);
    ahead.open();
    for (let step = 0; step < 4; step += 1) await idlePasses();
    expect(started).toEqual(['GIS-Abfragen', 'Dialog', 'GIS', 'Nutzer']);
  });

  it('starts a load only after the one before has settled and the browser was idle again', async () => {
    const { ahead, idle, started, finish, load, idlePasses } = harness();
    ahead.add('pages', [load('Prognose', 'waits'), load('Kataster')]);
    ahead.open();
    await idlePasses();
    expect(started).toEqual(['Prognose']);
    expect(idle).toHaveLength(0);
    finish.get('Prognose')!();
    await idlePasses();
    expect(started).toEqual(['Prognose', 'Kataster']);
  });

  it('puts a read queued while a page loads before the pages still waiting', async () => {
    const { ahead, started, finish, load, idlePasses } = harness();
    ahead.add('pages', [load('Prognose', 'waits'), load('Kataster')]);
    ahead.open();
    await idlePasses();
    ahead.add('reads', [load('Kunden-Abfragen')]);
    finish.get('Prognose')!();
    await idlePasses();
    await idlePasses();
    expect(started).toEqual(['Prognose', 'Kunden-Abfragen', 'Kataster']);
  });

  it('goes on after a load that failed, and fetches a load queued twice once', async () => {
    const { ahead, started, load, idlePasses } = harness();
    const rechnungen = load('Rechnungen');
    ahead.add('pages', [load('Angebote', 'fails'), rechnungen]);
    ahead.add('pages', [rechnungen]);
    ahead.open();
    await idlePasses();
    await idlePasses();
    await idlePasses();
    expect(started).toEqual(['Angebote', 'Rechnungen']);
  });
});
