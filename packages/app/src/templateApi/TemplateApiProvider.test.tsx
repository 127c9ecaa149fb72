import { MessageProvider, preloadDialog, preloadMessages } from '@waldmonitor/ui';
import { setFault } from '@waldmonitor/mocks/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, startMockService } from '../api/testHarness';
import { TOKEN_KEY } from '../identity/tokenStorage';
import { TemplateApiProvider, useTemplateApi } from './TemplateApiProvider';
import { TEMPLATE_TOKEN_KEY } from './templateToken';

startMockService();

// The message's look and the dialog each load on first use (lazyLoad), each at its own pace:
// the unit files share their modules (isolate: false), so which one was already there
// depended on the files before this one. Both loaded ahead, a failure shows them together.
beforeAll(async () => {
  await Promise.all([preloadMessages(), preloadDialog()]);
});

function LoadInfo() {
  const api = useTemplateApi();
  return (
    <button type="button" onClick={() => api.getInfo('expired-token').catch(() => undefined)}>
      Load user info
    </button>
  );
}

function setup() {
  const steps: string[] = [];
  const resetToken = vi.fn(() => steps.push('reset'));
  const reload = vi.fn(() => steps.push('reload'));
  render(
    <MessageProvider>
      <TemplateApiProvider
        getToken={() => 'expired-token'}
        resetToken={resetToken}
        reload={reload}
        baseUrl="http://app.test/prod-api"
      >
        <LoadInfo />
      </TemplateApiProvider>
    </MessageProvider>,
  );
  return { user: userEvent.setup(), steps, resetToken, reload };
}

describe('given a call answered with a logout code', () => {
  it('after 50008 shows the message and the Confirm logout dialog; Cancel stays', async () => {
    const { user, reload } = setup();
    await user.click(screen.getByRole('button', { name: 'Load user info' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    expect(dialog).toHaveAccessibleDescription(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
    expect(await screen.findByText('Login failed, unable to get user details.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('after 50014 Re-Login resets the token, then reloads', async () => {
    setFault('GET /vue-element-admin/user/info', { code: 50014, message: 'Token expired.' });
    const { user, steps } = setup();
    await user.click(screen.getByRole('button', { name: 'Load user info' }));
    await user.click(await screen.findByRole('button', { name: 'Re-Login' }));
    expect(steps).toEqual(['reset', 'reload']);
  });

  it('after another code (60204) shows only the message', async () => {
    setFault('GET /vue-element-admin/user/info', { code: 60204, message: 'Account and password are incorrect.' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Load user info' }));
    expect(await screen.findByText('Account and password are incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

function LoadRoles() {
  const api = useTemplateApi();
  return (
    <button type="button" onClick={() => api.getRoles().catch(() => undefined)}>
      Load roles
    </button>
  );
}

/** Loads the roles through a provider with its default token source; returns the X-Token sent. */
async function sentTemplateToken(): Promise<string | null> {
  const sent = recordRequests();
  render(
    <MessageProvider>
      <TemplateApiProvider baseUrl="http://app.test/prod-api">
        <LoadRoles />
      </TemplateApiProvider>
    </MessageProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load roles' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]?.headers.get('x-token') ?? null;
}

describe('given the identity service signed in (Admin-Token)', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'real-bearer-token'));
  afterEach(() => localStorage.clear());

  it('without a template sign-in sends no X-Token: the real token never reaches the template API', async () => {
    expect(await sentTemplateToken()).toBeNull();
  });

  it('sends the template token of its own sign-in as X-Token', async () => {
    localStorage.setItem(TEMPLATE_TOKEN_KEY, 'admin-token');
    expect(await sentTemplateToken()).toBe('admin-token');
  });
});
