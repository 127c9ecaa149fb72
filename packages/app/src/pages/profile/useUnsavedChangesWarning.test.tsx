import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

function Page({ isDirty }: { isDirty: boolean }) {
  const leave = useUnsavedChangesWarning(isDirty);
  return (
    <div>
      <p>{leave.isBlocked ? 'angehalten' : 'frei'}</p>
      <button type="button" onClick={leave.proceed}>
        Verlassen
      </button>
      <button type="button" onClick={leave.reset}>
        Bleiben
      </button>
    </div>
  );
}

function renderInDataRouter(isDirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/profile/index', element: <Page isDirty={isDirty} /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: ['/profile/index'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function beforeUnloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('given a data router', () => {
  it('after a change, holds a navigation to another path until the person leaves', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/profile/index');
    expect(screen.getByText('angehalten')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Verlassen' }).click());
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after a change, stays when the person chooses to', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/dashboard'));
    await act(async () => screen.getByRole('button', { name: 'Bleiben' }).click());
    expect(router.state.location.pathname).toBe('/profile/index');
    expect(screen.getByText('frei')).toBeInTheDocument();
  });

  it('lets a tab change in the query pass', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/profile/index?tab=experte'));
    expect(router.state.location.search).toBe('?tab=experte');
    expect(screen.getByText('frei')).toBeInTheDocument();
  });

  it('without changes, lets every navigation pass and the browser close', async () => {
    const router = renderInDataRouter(false);
    expect(beforeUnloadIsStopped()).toBe(false);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('given a plain router (stories)', () => {
  it('does not fail and asks the browser before a reload while there are changes', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/profile/index']}>
        <Page isDirty />
      </MemoryRouter>,
    );
    expect(screen.getByText('frei')).toBeInTheDocument();
    expect(beforeUnloadIsStopped()).toBe(true);
    rerender(
      <MemoryRouter initialEntries={['/profile/index']}>
        <Page isDirty={false} />
      </MemoryRouter>,
    );
    expect(beforeUnloadIsStopped()).toBe(false);
  });
});
