import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneAtATime } from './oneAtATime';

afterEach(() => vi.unstubAllGlobals());

describe('oneAtATime', () => {
  it('starts each load only after the one before has settled and the browser was idle again', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const events: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = vi.fn(() => {
      events.push('first starts');
      return new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const second = vi.fn(() => {
      events.push('second starts');
      return Promise.reject(new Error('Chunk fehlt'));
    });
    const third = vi.fn(async () => void events.push('third starts'));
    const done = oneAtATime([first, second, third]);

    await Promise.resolve();
    expect(events).toEqual([]);
    idle.shift()!();
    await vi.waitFor(() => expect(events).toEqual(['first starts']));
    expect(idle).toHaveLength(0);
    finishFirst();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(second).not.toHaveBeenCalled();
    idle.shift()!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await done;
    expect(events).toEqual(['first starts', 'second starts', 'third starts']);
  });
});
