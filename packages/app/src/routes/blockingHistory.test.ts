import { UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createBlockingHistory, type BlockerArgs } from './blockingHistory';

function setUp(entries = ['/a', '/b']) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const seen: string[] = [];
  history.listen(({ location, action }) => seen.push(`${action} ${location.pathname}`));
  let proceed: (() => void) | null = null;
  const block = (shouldBlock: (args: BlockerArgs) => boolean) =>
    history.block({ shouldBlock, onBlocked: (next) => (proceed = next) });
  return { history, seen, block, proceed: () => proceed?.() };
}

const leaving =
  (path: string) =>
  ({ currentLocation }: { currentLocation: Location }) =>
    currentLocation.pathname === path;

describe('given a blocker', () => {
  it('holds a push until proceed, which passes it without asking again', () => {
    const { history, seen, block, proceed } = setUp();
    const shouldBlock = vi.fn(leaving('/b'));
    block(shouldBlock);
    history.push('/c');
    expect(history.location.pathname).toBe('/b');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({ historyAction: 'PUSH', nextLocation: expect.objectContaining({ pathname: '/c' }) }),
    );
    proceed();
    expect(history.location.pathname).toBe('/c');
    expect(seen).toEqual(['PUSH /c']);
    expect(shouldBlock).toHaveBeenCalledTimes(1);
  });

  it('undoes a refused back step, and proceed takes it again', () => {
    const { history, seen, block, proceed } = setUp();
    block(leaving('/b'));
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    expect(seen).toEqual([]);
    proceed();
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual(['POP /a']);
  });

  it('lets a redirect pass without asking', () => {
    const { history, seen, block } = setUp();
    block(() => true);
    history.redirect('/login');
    expect(seen).toEqual(['REPLACE /login']);
  });

  it('asks only the newest blocker, and after it is removed the one before', () => {
    const { history, block } = setUp();
    block(() => true);
    const removeNewest = block(() => false);
    history.push('/c');
    expect(history.location.pathname).toBe('/c');
    removeNewest();
    history.push('/d');
    expect(history.location.pathname).toBe('/c');
  });
});

describe('given no blocker', () => {
  it('reports every change with the flushSync the navigation asked for', () => {
    const calls: boolean[] = [];
    const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/a'], v5Compat: true }));
    history.listen(({ flushSync }) => calls.push(flushSync));
    history.push('/b');
    history.replace('/b?x=1', null, { flushSync: true });
    history.go(-1);
    expect(calls).toEqual([false, true, false]);
  });
});
