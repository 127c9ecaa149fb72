import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BlockingMemoryRouter, createBlockingMemoryHistory } from '../testing/BlockingMemoryRouter';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

function renderInBlockingRouter(isDirty: boolean, entries = ['/profile/index'], viewParams?: string[]) {
  const page = <UnsavedChangesGuard isDirty={isDirty} viewParams={viewParams} />;
  const history = createBlockingMemoryHistory(entries);
  render(
    <BlockingMemoryRouter history={history}>
      <Routes>
        <Route path="/profile/index" element={page} />
        <Route path="/gis/index" element={page} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </BlockingMemoryRouter>,
  );
  return history;
}

function beforeUnloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const question = () => screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

describe('given the blocking router and a changed form', () => {
  it('after a navigation to another path, asks; Verwerfen leaves', async () => {
    const history = renderInBlockingRouter(true);
    act(() => history.push('/dashboard'));
    expect(history.location.pathname).toBe('/profile/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(history.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('after Abbrechen, stays', async () => {
    const history = renderInBlockingRouter(true);
    act(() => history.push('/dashboard'));
    await question();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(history.location.pathname).toBe('/profile/index');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('holds a replace too', async () => {
    const history = renderInBlockingRouter(true);
    act(() => history.replace('/dashboard'));
    expect(await question()).toBeInTheDocument();
    expect(history.location.pathname).toBe('/profile/index');
  });

  it('after the back button, puts the form back in the address and asks; Verwerfen goes back', async () => {
    const history = renderInBlockingRouter(true, ['/dashboard', '/profile/index']);
    act(() => history.go(-1));
    expect(await question()).toBeInTheDocument();
    expect(history.location.pathname).toBe('/profile/index');
    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(history.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('after the back button and Abbrechen, stays on the form, and the next back asks again', async () => {
    const history = renderInBlockingRouter(true, ['/dashboard', '/profile/index']);
    act(() => history.go(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(history.location.pathname).toBe('/profile/index');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => history.go(-1));
    expect(await question()).toBeInTheDocument();
    expect(history.location.pathname).toBe('/profile/index');
  });

  it('lets a tab change in the query pass', () => {
    const history = renderInBlockingRouter(true);
    act(() => history.push('/profile/index?tab=experte'));
    expect(history.location.search).toBe('?tab=experte');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds a change of a view parameter (another map, back to the table)', async () => {
    const history = renderInBlockingRouter(true, ['/gis/index?karte=3'], ['karte']);
    act(() => history.push('/gis/index?karte=3&sort=name'));
    expect(history.location.search).toBe('?karte=3&sort=name');
    act(() => history.push('/gis/index'));
    expect(await question()).toBeInTheDocument();
    expect(history.location.search).toBe('?karte=3&sort=name');
  });

  it('asks the browser before a reload', () => {
    renderInBlockingRouter(true);
    expect(beforeUnloadIsStopped()).toBe(true);
  });
});

describe('given two changed forms mounted (a hidden kept-alive view and the active one)', () => {
  it('only the newest blocker is asked, so the older form does not hold a navigation from its own view', async () => {
    const history = createBlockingMemoryHistory(['/profile/index']);
    const { rerender } = render(
      <BlockingMemoryRouter history={history}>
        <UnsavedChangesGuard isDirty />
      </BlockingMemoryRouter>,
    );
    act(() => history.push('/gis/index'));
    await userEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    // The form of /profile/index stays mounted and changed, as a hidden view does; /gis/index gets one too.
    rerender(
      <BlockingMemoryRouter history={history}>
        <UnsavedChangesGuard isDirty />
        <UnsavedChangesGuard isDirty />
      </BlockingMemoryRouter>,
    );
    act(() => history.push('/profile/index'));
    expect(await question()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(history.location.pathname).toBe('/profile/index');
    // Back on the older form's view: the newest blocker's view is /gis/index, so nothing is held.
    act(() => history.push('/dashboard'));
    expect(history.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('given an unchanged form', () => {
  it('lets every navigation pass and the browser close', () => {
    const history = renderInBlockingRouter(false);
    expect(beforeUnloadIsStopped()).toBe(false);
    act(() => history.push('/dashboard'));
    expect(history.location.pathname).toBe('/dashboard');
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
