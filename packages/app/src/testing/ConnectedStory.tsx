import type { Decorator } from '@storybook/react-vite';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import {
  DEMO_USERS,
  clearFaults,
  handlers,
  resetDataService,
  warmDataService,
  type DemoUserKey,
} from '@waldmonitor/mocks';
import { Spinner } from '@waldmonitor/ui';
import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { AppProviders } from '../AppProviders';
import { createDataClient, type DataClient } from '../api/client';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData, loadUserDataOutcome, sessionFor } from '../session/loadSession';
import { SessionProvider } from '../session/SessionContext';

function SessionFrame({ client, email, children }: { client: DataClient; email: string; children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR(['story-session', email], () =>
    loadUserDataOutcome((mail, id) => loadUserData(client, mail, id), { email, id: email }),
  );
  if (isLoading || !data) return <Spinner label="Sitzung wird geladen …" />;
  const session = sessionFor({ email, id: email }, data, PRODUCT_ROUTES);
  return (
    <SessionProvider
      value={{
        ...session,
        refresh: async () => {
          await mutate();
        },
        logout: async () => undefined,
      }}
    >
      {children}
    </SessionProvider>
  );
}

/** A connected page as a signed-in demo user, against the embedded data service in the browser. */
export function ConnectedFrame({ userKey, children }: { userKey: DemoUserKey; children: ReactNode }) {
  const email = DEMO_USERS[userKey].email;
  const client = useMemo(() => createDataClient({ baseUrl: MOCK_DATA_URL, getToken: () => demoToken(email) }), [email]);
  return (
    <AppProviders client={client} swr={{ provider: () => new Map() }}>
      <SessionFrame client={client} email={email}>
        {children}
      </SessionFrame>
    </AppProviders>
  );
}

/**
 * For the meta of a connected page's stories: signs in as `parameters.session` (a demo
 * user key, default `admin`), serves the mock handlers, and starts every story on the
 * demo database as the snapshot holds it, without faults. A failure story sets
 * `parameters.msw.handlers` to `withFaults({...})` from @waldmonitor/mocks.
 */
export const connectedPage = {
  decorators: [
    ((Story, context) => (
      <ConnectedFrame userKey={(context.parameters.session ?? 'admin') as DemoUserKey}>
        <Story />
      </ConnectedFrame>
    )) satisfies Decorator,
  ],
  loaders: [
    async () => {
      // Started here, not by the story's first request: the boot is then not counted against
      // the play's waits (a file run alone failed its first story on a cold cache).
      await warmDataService();
      await resetDataService();
      clearFaults();
      return {};
    },
  ],
  // Docs pages show each story in its own frame: one frame would share one mock service worker,
  // seed and set of faults across every story on the page (docs/storybook.md).
  parameters: { msw: { handlers }, docs: { story: { inline: false, height: '40rem' } } },
};

/**
 * `connectedPage` opened at `path` as the demo user `session`: the meta of a page's stories.
 * A story's own `parameters` (a fault's `msw.handlers`, another `router` entry) are merged
 * over these by Storybook, key by key. Not for a meta with a doc comment above it: Storybook
 * writes that description into a `parameters` property of the meta's own, which replaces
 * these; such a meta spreads `connectedPage.parameters` into a `parameters` it writes out.
 */
export function connectedPageAt(path: string, session: DemoUserKey = 'admin') {
  return {
    ...connectedPage,
    parameters: { ...connectedPage.parameters, session, router: { initialEntries: [path] } },
  };
}
