import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function renderInDataRouter(isDirty: boolean, start = '/profile/index', viewParams?: string[]) {
  const page = <UnsavedChangesGuard isDirty={isDirty} viewParams={viewParams} />;
  const router = createMemoryRouter(
    [
      { path: '/profile/index', element: page },
      { path: '/gis/index', element: page },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function beforeUnloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const question = () => screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

describe('given a data router and a changed form', () => {
  it('after a navigation to another path, asks; Verwerfen leaves', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/dashboard'));
    expect(router.state.location.pathname).toBe('/profile/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after Abbrechen, stays', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/dashboard'));
    await question();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(router.state.location.pathname).toBe('/profile/index');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a tab change in the query pass', async () => {
    const router = renderInDataRouter(true);
    await act(() => router.navigate('/profile/index?tab=experte'));
    expect(router.state.location.search).toBe('?tab=experte');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds a change of a view parameter (another map, back to the table)', async () => {
    const router = renderInDataRouter(true, '/gis/index?karte=3', ['karte']);
    await act(() => router.navigate('/gis/index?karte=3&sort=name'));
    expect(router.state.location.search).toBe('?karte=3&sort=name');
    await act(() => router.navigate('/gis/index'));
    expect(await question()).toBeInTheDocument();
    expect(router.state.location.search).toBe('?karte=3&sort=name');
  });

  it('asks the browser before a reload', () => {
    renderInDataRouter(true);
    expect(beforeUnloadIsStopped()).toBe(true);
  });
});

describe('given an unchanged form', () => {
  it('lets every navigation pass and the browser close', async () => {
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
        <UnsavedChangesGuard isDirty />
      </MemoryRouter>,
    );
    expect(beforeUnloadIsStopped()).toBe(true);
    rerender(
      <MemoryRouter initialEntries={['/profile/index']}>
        <UnsavedChangesGuard isDirty={false} />
      </MemoryRouter>,
    );
    expect(beforeUnloadIsStopped()).toBe(false);
  });
});
