import type { Decorator } from '@storybook/react-vite';
import { clearFaults, handlers, resetTemplateArticles } from '@waldmonitor/mocks';
import { Spinner } from '@waldmonitor/ui';
import { TEMPLATE_ROUTES, templateRoutesFor } from '@waldmonitor/ui/model';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { useTemplateApi } from '../../templateApi';
import { TemplatePartProviders } from '../TemplatePartProviders';
import { templateSessionStore } from '../templateSession';

/** Signs the story in as a template user (its mock token), as the template guard would. */
function SessionFrame({ token, children }: { token: string; children: ReactNode }) {
  const api = useTemplateApi();
  const { data } = useSWR(['story-template-session', token], async () => {
    const info = await api.getInfo(token);
    templateSessionStore.set({ token, info, routes: templateRoutesFor(TEMPLATE_ROUTES, info.roles) });
    return info;
  });
  return data ? <>{children}</> : <Spinner label="Signing in …" />;
}

/**
 * For the meta of a template page's stories: the template API against the mock
 * handlers, signed in as `parameters.templateToken` (default the admin's), a fresh SWR
 * cache and fresh articles per story, in the part's English. A failure story sets `parameters.msw.handlers`
 * to `withFaults({...})`.
 */
export const templatePage = {
  decorators: [
    ((Story, context) => {
      const token = String(context.parameters.templateToken ?? 'admin-token');
      return (
        <SWRConfig
          value={{
            provider: () => new Map(),
            dedupingInterval: 0,
            revalidateOnFocus: false,
            shouldRetryOnError: false,
          }}
        >
          {/* The template part's providers, as its routes set them. */}
          <TemplatePartProviders getToken={() => templateSessionStore.get()?.token ?? token} reload={() => undefined}>
            <SessionFrame token={token}>
              <Story />
            </SessionFrame>
          </TemplatePartProviders>
        </SWRConfig>
      );
    }) satisfies Decorator,
  ],
  loaders: [
    async () => {
      resetTemplateArticles();
      clearFaults();
      templateSessionStore.set(null);
      return {};
    },
  ],
  // Each story in its own frame on the docs page, with its own mock service worker (docs/storybook.md).
  parameters: { msw: { handlers }, docs: { story: { inline: false, height: '40rem' } } },
};
