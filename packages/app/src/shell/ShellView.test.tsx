import { AppMain } from '@waldmonitor/ui';
import { ROLES, filterRoutes, PRODUCT_ROUTES } from '@waldmonitor/ui/model';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellView } from './pageRoutes';
import { useSearchParamState } from './useSearchParamState';
import { useTagsState } from './useTagsState';
import { useViewTitle } from './viewTitle';

const mounts = vi.hoisted(() => ({ count: 0 }));

/** A list page as UsersPage is: the search in the address (`suche`), counted mounts. */
function SearchPage() {
  const [query, setQuery] = useSearchParamState('suche');
  useEffect(() => {
    mounts.count += 1;
  }, []);
  return (
    <label>
      Name oder E-Mail suchen
      <input value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}

/** A detail page that names its record, as UserDetailPage does. */
function DetailPage() {
  useViewTitle('Nutzer Erika Mustermann');
  return <p>Details</p>;
}

vi.mock('../pages/users', () => ({ UsersPage: SearchPage, UserDetailPage: DetailPage }));
// The page's reads ahead of its code (ReadAhead) need a data service; this page reads nothing.
vi.mock('../pages/users/usersListQuery', () => ({ useUsersReads: () => undefined }));

function Address() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

/** The shell's views as ShellLayout wires them: tags state, AppMain, ShellView. */
function Views() {
  const { views, tagsViewProps, setTitle } = useTagsState(filterRoutes(PRODUCT_ROUTES, ROLES.admin));
  return (
    <>
      <ul aria-label="Tags">
        {tagsViewProps.views.map((view) => (
          <li key={view.key}>{view.title}</li>
        ))}
      </ul>
      <AppMain views={views} renderView={(view) => <ShellView view={view} onTitleChange={setTitle} />} />
      <Address />
    </>
  );
}

const tagTitles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  mounts.count = 0;
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('given the users list in the shell', () => {
  it('after typing a name letter by letter: one tag, one mount, focus and every letter kept, the address follows', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/users/index']}>
        <Views />
      </MemoryRouter>,
    );
    const box = await screen.findByRole('textbox', { name: 'Name oder E-Mail suchen' });
    await user.click(box);
    await user.type(box, 'Eich');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('?suche=Eich'));
    await user.type(box, 'horn');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/users/index?suche=Eichhorn'),
    );
    expect(screen.getByRole('textbox', { name: 'Name oder E-Mail suchen' })).toBe(box);
    expect(box).toHaveValue('Eichhorn');
    expect(box).toHaveFocus();
    expect(mounts.count).toBe(1);
    expect(tagTitles()).toEqual(['Dashboard', 'Nutzer']);
  });

  it('after clearing the search the parameter leaves the address', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/users/index?suche=Brandt']}>
        <Views />
      </MemoryRouter>,
    );
    const box = await screen.findByRole('textbox', { name: 'Name oder E-Mail suchen' });
    expect(box).toHaveValue('Brandt');
    await user.clear(box);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(/^\/users\/index$/));
    expect(mounts.count).toBe(1);
  });

  it('writes the address only once typing pauses (300 ms)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/users/index']}>
        <Views />
      </MemoryRouter>,
    );
    const box = await screen.findByRole('textbox', { name: 'Name oder E-Mail suchen' });
    await user.type(box, 'Br');
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(/^\/users\/index$/);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/users/index?suche=Br');
  });
});

describe('given a detail page that names its record', () => {
  it('the tag shows the record instead of the route title', async () => {
    render(
      <MemoryRouter initialEntries={['/users/12']}>
        <Views />
      </MemoryRouter>,
    );
    await waitFor(() => expect(tagTitles()).toEqual(['Dashboard', 'Nutzer Erika Mustermann']));
  });
});
