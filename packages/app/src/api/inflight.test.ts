import { describe, expect, it } from 'vitest';
import { createInflightRegistry } from './inflight';

/** Runs scheduled aborts when the test says so, so the order of events is exact. */
function manualScheduler() {
  const queue: (() => void)[] = [];
  return { schedule: (run: () => void) => queue.push(run), flush: () => queue.splice(0).forEach((run) => run()) };
}

function pending(registry: ReturnType<typeof createInflightRegistry>, id: string) {
  let signal: AbortSignal | undefined;
  let finish: () => void = () => undefined;
  const done = registry.run(id, (s) => {
    signal = s;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { signal: () => signal!, finish: () => finish(), done };
}

describe('given a request with readers', () => {
  it('aborts it after the last reader leaves', () => {
    const { schedule, flush } = manualScheduler();
    const registry = createInflightRegistry(schedule);
    const first = registry.subscribe('k');
    const second = registry.subscribe('k');
    const request = pending(registry, 'k');
    first();
    flush();
    expect(request.signal().aborted).toBe(false);
    second();
    expect(request.signal().aborted).toBe(false);
    flush();
    expect(request.signal().aborted).toBe(true);
  });

  it('keeps it when a reader comes back before the scheduled abort runs', () => {
    const { schedule, flush } = manualScheduler();
    const registry = createInflightRegistry(schedule);
    const leave = registry.subscribe('k');
    const request = pending(registry, 'k');
    leave();
    registry.subscribe('k');
    flush();
    expect(request.signal().aborted).toBe(false);
  });

  it('aborts only the key that lost its readers', () => {
    const { schedule, flush } = manualScheduler();
    const registry = createInflightRegistry(schedule);
    const leaveA = registry.subscribe('a');
    registry.subscribe('b');
    const a = pending(registry, 'a');
    const b = pending(registry, 'b');
    leaveA();
    flush();
    expect([a.signal().aborted, b.signal().aborted]).toEqual([true, false]);
  });

  it('forgets a request once it is done', async () => {
    const registry = createInflightRegistry(() => undefined);
    const request = pending(registry, 'k');
    expect(registry.runningCount('k')).toBe(1);
    request.finish();
    await request.done;
    expect(registry.runningCount('k')).toBe(0);
  });
});

describe('whenQuiet', () => {
  it('resolves at once when nothing runs, and otherwise once the last request is done', async () => {
    const registry = createInflightRegistry();
    await expect(registry.whenQuiet()).resolves.toBeUndefined();
    const first = pending(registry, 'a');
    const second = pending(registry, 'b');
    let quiet = false;
    const waiting = registry.whenQuiet().then(() => (quiet = true));
    first.finish();
    await first.done;
    await Promise.resolve();
    expect(quiet).toBe(false);
    second.finish();
    await second.done;
    await waiting;
    expect(quiet).toBe(true);
  });

  it('counts an aborted request as done', async () => {
    const { schedule, flush } = manualScheduler();
    const registry = createInflightRegistry(schedule);
    const leave = registry.subscribe('k');
    pending(registry, 'k');
    let quiet = false;
    const waiting = registry.whenQuiet().then(() => (quiet = true));
    leave();
    flush();
    await waiting;
    expect(quiet).toBe(true);
  });
});
