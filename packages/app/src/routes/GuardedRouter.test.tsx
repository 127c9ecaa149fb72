import { act, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useLocation, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createBlockingHistory } from './blockingHistory';
import { createGuardedNavigation, type Resolution } from './guardedNavigation';
import { GuardedRouter } from './GuardedRouter';
import { useNavigationPending } from './navigationContext';

function Where() {
  const location = useLocation();
  const isPending = useNavigationPending();
  return (
    <p>
      {location.pathname}
      {isPending ? ' (wird geprüft)' : ''}
    </p>
  );
}

function setUp() {
  const waiting = new Map<string, (resolution: Resolution) => void>();
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true }));
  const navigation = createGuardedNavigation(history, [
    { path: '/broken', resolve: () => Promise.reject(new Error('Der Abschnitt fehlt.')) },
    {
      path: '*',
      resolve: (location: Location) => new Promise<Resolution>((settle) => waiting.set(location.pathname, settle)),
    },
  ]);
  const settle = (path: string, resolution: Resolution = { element: <Where /> }) =>
    act(async () => waiting.get(path)?.(resolution));
  render(<GuardedRouter navigation={navigation} fallback={<p>Waldmonitor wird geladen …</p>} />);
  return { history, settle };
}

describe('given the guard has not decided on the first location', () => {
  it('shows the fallback, then the approved route', async () => {
    const { settle } = setUp();
    expect(screen.getByText('Waldmonitor wird geladen …')).toBeInTheDocument();
    await settle('/dashboard');
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
  });
});

describe('given the guard decides between the first render and its commit', () => {
  // main.tsx renders the app in a transition, which React renders in slices across tasks:
  // the guard's redirect (no token: /login) can land after the render read the state and
  // before the router listens. Here the fallback lands it while it renders.
  it('shows the route it decided on, not the fallback for good', () => {
    const history = createBlockingHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true }),
    );
    const navigation = createGuardedNavigation(history, [
      { path: '/login', resolve: () => ({ element: <Where /> }) },
      { path: '*', resolve: () => new Promise<Resolution>(() => undefined) },
    ]);
    function RedirectWhileRendering() {
      if (history.location.pathname !== '/login') history.replace('/login');
      return <p>Waldmonitor wird geladen …</p>;
    }
    render(<GuardedRouter navigation={navigation} fallback={<RedirectWhileRendering />} />);
    expect(screen.getByText('/login')).toBeInTheDocument();
    expect(screen.queryByText('Waldmonitor wird geladen …')).not.toBeInTheDocument();
  });
});

describe('given an approved location', () => {
  it('while the next is decided, the page still sees the approved location and that a navigation is pending', async () => {
    const { history, settle } = setUp();
    await settle('/dashboard');
    act(() => history.push('/users/index'));
    expect(screen.getByText('/dashboard (wird geprüft)')).toBeInTheDocument();
    await settle('/users/index');
    expect(screen.getByText('/users/index')).toBeInTheDocument();
  });

  it('after a failed resolution, says so and offers a reload', async () => {
    const { history, settle } = setUp();
    await settle('/dashboard');
    await act(async () => history.push('/broken'));
    expect(screen.getByText('Der Abschnitt fehlt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});
