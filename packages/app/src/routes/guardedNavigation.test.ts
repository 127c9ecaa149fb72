import { UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createBlockingHistory } from './blockingHistory';
import { createGuardedNavigation, type Resolution } from './guardedNavigation';

/** A guard whose decisions the test settles by hand, per path. */
function manualGuard() {
  const waiting = new Map<string, (resolution: Resolution) => void>();
  return {
    resolve: (location: Location) =>
      new Promise<Resolution>((settle) => waiting.set(location.pathname + location.search, settle)),
    settle: async (path: string, resolution: Resolution) => {
      waiting.get(path)?.(resolution);
      waiting.delete(path);
      await Promise.resolve();
    },
  };
}

function setUp(start = '/dashboard') {
  const guard = manualGuard();
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [start], v5Compat: true }));
  const navigation = createGuardedNavigation(history, [
    { path: '/landing', resolve: () => ({ element: 'landing' }) },
    { path: '/broken', resolve: () => Promise.reject(new Error('Chunk fehlt')) },
    { path: '*', resolve: guard.resolve },
  ]);
  const shownPath = () => {
    const shown = navigation.get().shown;
    return shown && shown.location.pathname + shown.location.search;
  };
  return { guard, history, navigation, shownPath };
}

describe('given the first load', () => {
  it('shows nothing until the guard decides, then the location and its element', async () => {
    const { guard, navigation, shownPath } = setUp();
    expect(navigation.get()).toMatchObject({ shown: null, isPending: true });
    await guard.settle('/dashboard', { element: 'shell' });
    expect(shownPath()).toBe('/dashboard');
    expect(navigation.get()).toMatchObject({ isPending: false, shown: { element: 'shell', routePath: '*' } });
  });

  it('after a redirect, replaces the address and decides on the new location', async () => {
    const { guard, history, navigation, shownPath } = setUp('/users/index');
    await guard.settle('/users/index', { redirect: '/login?redirect=%2Fusers%2Findex' });
    expect(history.location.pathname).toBe('/login');
    expect(history.action).toBe('REPLACE');
    expect(navigation.get().shown).toBeNull();
    await guard.settle('/login?redirect=%2Fusers%2Findex', { element: 'login' });
    expect(shownPath()).toBe('/login?redirect=%2Fusers%2Findex');
  });

  it('renders a route without a guard at once', () => {
    const { navigation } = setUp('/landing');
    expect(navigation.get()).toMatchObject({ isPending: false, shown: { element: 'landing', routePath: '/landing' } });
  });
});

describe('given a shown location', () => {
  it('while the guard decides on the next one, keeps showing the approved one and says it is pending', async () => {
    const { guard, history, navigation, shownPath } = setUp();
    await guard.settle('/dashboard', { element: 'shell' });
    history.push('/users/index');
    expect(navigation.get().isPending).toBe(true);
    expect(shownPath()).toBe('/dashboard');
    await guard.settle('/users/index', { element: 'shell' });
    expect(navigation.get().isPending).toBe(false);
    expect(shownPath()).toBe('/users/index');
  });

  it('drops the decision for a location the address has already left', async () => {
    const { guard, history, shownPath } = setUp();
    await guard.settle('/dashboard', { element: 'shell' });
    history.push('/users/index');
    history.push('/profile/index');
    await guard.settle('/profile/index', { element: 'profile' });
    await guard.settle('/users/index', { redirect: '/' });
    expect(shownPath()).toBe('/profile/index');
    expect(history.location.pathname).toBe('/profile/index');
  });

  it('tells its listeners whether the navigation asked to render at once', async () => {
    const { guard, history, navigation } = setUp();
    await guard.settle('/dashboard', { element: 'shell' });
    const calls: boolean[] = [];
    navigation.subscribe((flushSync) => calls.push(flushSync));
    history.replace('/dashboard?suche=Fichte', null, { flushSync: true });
    await guard.settle('/dashboard?suche=Fichte', { element: 'shell' });
    expect(calls).toEqual([false, true]);
  });

  it('keeps a failed resolution as the error to show', async () => {
    const { guard, history, navigation } = setUp();
    await guard.settle('/dashboard', { element: 'shell' });
    history.push('/broken');
    await Promise.resolve();
    await Promise.resolve();
    expect(navigation.get()).toMatchObject({ isPending: false, error: new Error('Chunk fehlt') });
  });
});
