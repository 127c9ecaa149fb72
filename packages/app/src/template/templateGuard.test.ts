import { TEMPLATE_ROUTES, flattenRoutes, templateRoutesFor, type TemplateUserInfo } from '@waldmonitor/ui/model';
import { describe, expect, it, vi } from 'vitest';
import { createTemplateClient } from '../templateApi';
import { runTemplateGuard, templateRedirectPath, type TemplateGuardDeps } from './templateGuard';
import type { TemplateSession } from './templateSession';

const USERS: Record<string, TemplateUserInfo> = {
  'admin-token': { roles: ['admin'], name: 'Super Admin', avatar: '', introduction: '' },
  'editor-token': { roles: ['editor'], name: 'Normal Editor', avatar: '', introduction: '' },
  'visitor-token': { roles: ['visitor'], name: 'Just Visitor', avatar: '', introduction: '' },
};

function setup(token: string | null) {
  let session: TemplateSession | null = null;
  let stored = token;
  const deps: TemplateGuardDeps = {
    getToken: () => stored,
    clearToken: vi.fn(() => {
      stored = null;
    }),
    getSession: () => session,
    setSession: (next) => {
      session = next;
    },
    loadInfo: vi.fn(async (t: string) => {
      const info = USERS[t];
      if (!info) throw Object.assign(new Error('Login failed, unable to get user details.'), { code: 50008 });
      return info;
    }),
    showFailure: vi.fn(),
    routes: TEMPLATE_ROUTES,
  };
  const go = async (path: string) => {
    const url = new URL(path, 'http://app.test');
    const outcome = await runTemplateGuard(url.pathname, url.search, deps);
    return outcome.type === 'redirect' ? outcome.to : outcome.type;
  };
  return { deps, go, session: () => session, token: () => stored };
}

/** Every page of the template part, typed as a URL (the edit page with an id). */
const PAGES = flattenRoutes(TEMPLATE_ROUTES)
  .filter(({ route, fullPath }) => !route.children && !route.redirect && fullPath.startsWith('/template'))
  .map(({ fullPath }) => fullPath.replace(':id', '12'));

const ALL_PAGES = [
  '/template/dashboard',
  '/template/documentation/index',
  '/template/guide/index',
  '/template/permission/page',
  '/template/permission/directive',
  '/template/permission/role',
  '/template/icon/index',
  '/template/components/tinymce',
  '/template/components/markdown',
  '/template/components/json-editor',
  '/template/components/split-pane',
  '/template/components/avatar-upload',
  '/template/components/dropzone',
  '/template/components/sticky',
  '/template/components/count-to',
  '/template/components/mixin',
  '/template/components/back-to-top',
  '/template/components/drag-dialog',
  '/template/components/drag-select',
  '/template/components/dnd-list',
  '/template/components/drag-kanban',
  '/template/charts/keyboard',
  '/template/charts/line',
  '/template/charts/mixchart',
  '/template/nested/menu1/menu1-1',
  '/template/nested/menu1/menu1-2/menu1-2-1',
  '/template/nested/menu1/menu1-2/menu1-2-2',
  '/template/nested/menu1/menu1-3',
  '/template/nested/menu2',
  '/template/example/create',
  '/template/example/edit/12',
  '/template/example/list',
  '/template/tab/index',
  '/template/error/401',
  '/template/error/404',
  '/template/error-log/log',
  '/template/excel/export-excel',
  '/template/excel/export-selected-excel',
  '/template/excel/export-merge-header',
  '/template/excel/upload-excel',
  '/template/zip/download',
  '/template/pdf/index',
  '/template/pdf/download',
  '/template/theme/index',
  '/template/clipboard/index',
  '/template/i18n/index',
  '/template/401',
  '/template/404',
];

/** requirements §6 and §2: what each sample role may open, written out. */
const ALLOWED: Record<string, string[]> = {
  admin: ALL_PAGES,
  // "editor sees all except the permission page"; the role page is admin-only too (requirements §2).
  editor: ALL_PAGES.filter((path) => path !== '/template/permission/page' && path !== '/template/permission/role'),
  // "visitor sees only the dashboard" (and the part's own 401 and 404).
  visitor: ['/template/dashboard', '/template/401', '/template/404'],
};

describe('route × role (requirements §6), every template page typed as a URL', () => {
  it('the table holds exactly the pages listed here', () => {
    expect(PAGES).toEqual(ALL_PAGES);
  });

  describe.each(['admin', 'editor', 'visitor'])('given %s is signed in', (role) => {
    it.each(ALL_PAGES)(`%s`, async (path) => {
      const { go } = setup(`${role}-token`);
      const expected = ALLOWED[role]?.includes(path) ? 'proceed' : '/template/404';
      expect(await go(path)).toBe(expected);
    });
  });
});

describe('typed URLs beyond the pages', () => {
  it.each([
    ['admin', '/template', '/template/dashboard'],
    ['admin', '/template/', '/template/dashboard'],
    ['admin', '/template/permission', '/template/permission/page'],
    // The editor may not open the permission page: the group leads to the first page it may open.
    ['editor', '/template/permission', '/template/permission/directive'],
    ['visitor', '/template/permission', '/template/404'],
    ['admin', '/template/nested', '/template/nested/menu1/menu1-1'],
    ['admin', '/template/nested/menu1/menu1-2', '/template/nested/menu1/menu1-2/menu1-2-1'],
    ['admin', '/template/example', '/template/example/list'],
    ['admin', '/template/components', '/template/components/tinymce'],
    ['editor', '/template/charts', '/template/charts/keyboard'],
    ['admin', '/template/excel', '/template/excel/export-excel'],
    ['editor', '/template/zip', '/template/zip/download'],
    ['admin', '/template/pdf', '/template/pdf/index'],
    ['visitor', '/template/components/tinymce', '/template/404'],
    ['visitor', '/template/pdf/download', '/template/404'],
    // requirements §5: "The edit route's id must be numeric".
    ['admin', '/template/example/edit/abc', '/template/404'],
    ['admin', '/template/example/edit/12a', '/template/404'],
    ['admin', '/template/unknown', '/template/404'],
    ['editor', '/template/icon/index/extra', '/template/404'],
    ['admin', '/template/login', '/template/dashboard'],
    ['admin', '/template/redirect/nested/menu2?x=1', '/template/nested/menu2?x=1'],
  ])('%s: %s → %s', async (role, path, expected) => {
    const { go } = setup(`${role}-token`);
    expect(await go(path)).toBe(expected);
  });
});

describe("the part's error pages", () => {
  it('are always available, even in a table without them (no redirect loop)', async () => {
    const { go, deps } = setup('visitor-token');
    deps.routes = TEMPLATE_ROUTES.filter((route) => !['/template/401', '/template/404'].includes(route.path));
    expect(await go('/template/404')).toBe('proceed');
    expect(await go('/template/401')).toBe('proceed');
    expect(await go('/template/icon/index')).toBe('/template/404');
  });
});

describe('given no template token', () => {
  it('only /template/login passes; every other path asks to sign in and keeps where it was going', async () => {
    const { go, deps } = setup(null);
    expect(await go('/template/login')).toBe('proceed');
    expect(await go('/template/nested/menu2?tab=x')).toBe(
      '/template/login?redirect=%2Ftemplate%2Fnested%2Fmenu2%3Ftab%3Dx',
    );
    expect(await go('/template/unknown')).toBe('/template/login?redirect=%2Ftemplate%2Funknown');
    expect(deps.loadInfo).not.toHaveBeenCalled();
  });
});

describe('the session', () => {
  it('loads the user info once per token and keeps the filtered routes', async () => {
    const { go, deps, session } = setup('editor-token');
    await go('/template/dashboard');
    await go('/template/icon/index');
    expect(deps.loadInfo).toHaveBeenCalledOnce();
    expect(session()?.info.name).toBe('Normal Editor');
    expect(session()?.routes).toEqual(templateRoutesFor(TEMPLATE_ROUTES, ['editor']));
  });

  it('after a failed user info (requirements §8, 50008) clears the token, says why and asks to sign in', async () => {
    const { go, deps } = setup('expired-token');
    expect(await go('/template/icon/index')).toBe('/template/login?redirect=%2Ftemplate%2Ficon%2Findex');
    expect(deps.clearToken).toHaveBeenCalledOnce();
    expect(deps.showFailure).toHaveBeenCalledWith({
      message: 'Login failed, unable to get user details.',
      code: 50008,
    });
  });
});

describe('given the user info check is broken off', () => {
  /** The guard asking through the real template client, whose fetch fails with `failure`. */
  function withFetchFailing(failure: Error) {
    const guard = setup('admin-token');
    const client = createTemplateClient({
      getToken: guard.token,
      showMessage: () => undefined,
      onLoggedOut: () => undefined,
      fetch: () => Promise.reject(failure),
    });
    guard.deps.loadInfo = (token) => client.getInfo(token);
    return guard;
  }

  it('after an aborted fetch keeps the token, shows nothing and does not ask to sign in', async () => {
    const { go, deps, token, session } = withFetchFailing(
      new DOMException('The user aborted a request.', 'AbortError'),
    );
    expect(await go('/template/icon/index')).toBe('aborted');
    expect(token()).toBe('admin-token');
    expect(deps.clearToken).not.toHaveBeenCalled();
    expect(deps.showFailure).not.toHaveBeenCalled();
    expect(session()).toBeNull();
  });

  it('after a fetch that fails while the page is being left (a reload) keeps the token', async () => {
    // Chromium rejects the open fetch with this right after `pagehide`.
    const { go, deps, token } = withFetchFailing(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('pagehide'));
    try {
      expect(await go('/template/icon/index')).toBe('aborted');
      expect(token()).toBe('admin-token');
      expect(deps.showFailure).not.toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    // Back on the page (the back/forward cache), the same failure is one again.
    expect(await go('/template/icon/index')).toBe('/template/login?redirect=%2Ftemplate%2Ficon%2Findex');
    expect(token()).toBeNull();
    expect(deps.showFailure).toHaveBeenCalledWith({ message: 'Failed to fetch' });
  });
});

describe('templateRedirectPath', () => {
  const origin = 'http://app.test';
  it.each([
    ['/template/nested/menu2?tab=x', '/template/nested/menu2?tab=x'],
    [null, '/template/dashboard'],
    ['/dashboard', '/template/dashboard'],
    ['/template/login?redirect=/x', '/template/dashboard'],
    ['https://evil.example/template/x', '/template/dashboard'],
    ['//evil.example/template/x', '/template/dashboard'],
    ['/templates/x', '/template/dashboard'],
  ])('?redirect=%s leads to %s', (raw, expected) => {
    expect(templateRedirectPath(raw, origin)).toBe(expected);
  });
});
