import {
  Badge,
  Button,
  ChromeLocaleProvider,
  ErrorState,
  FullscreenToggle,
  HeaderSearch,
  menuSeparator,
  searchItems,
  useFullscreen,
  type DropdownMenuEntry,
  type HeaderSearchItem,
} from '@waldmonitor/ui';
import { TEMPLATE_BASE, TEMPLATE_HOME, TEMPLATE_REPOSITORY_URL } from '@waldmonitor/ui/model';
import { useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { TEMPLATE_TAGS_KEY } from '../shell/persistence';
import { ShellFrame } from '../shell/ShellLayout';
import { useErrorLogCount } from './errorLog';
import { ErrorLogBoundary } from './ErrorLogBoundary';
import { useTemplateTheme } from './pages/ThemePage';
import { TEMPLATE_PAGE_ROUTES } from './templatePages';
import { templateSessionStore } from './templateSession';

export interface TemplateShellLayoutProps {
  config: RuntimeConfig;
  onLogout: () => Promise<void>;
}

const ERROR_LOG_PATH = `${TEMPLATE_BASE}/error-log/log`;

const openExternal = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * The template part's face of the shell: the same frame as the product's, with the
 * template user's routes, name and roles, its own tags, the header search, the
 * fullscreen toggle and the template's avatar menu.
 */
export function TemplateShellLayout({ config, onLogout }: TemplateShellLayoutProps) {
  const session = useSyncExternalStore(templateSessionStore.subscribe, templateSessionStore.get);
  const navigate = useNavigate();
  const fullscreen = useFullscreen();
  const items = useMemo(() => searchItems(session?.routes ?? []), [session]);
  const errorCount = useErrorLogCount();
  // The theme page's colour and dark theme stay applied while other pages are open.
  useTemplateTheme();

  if (!session) return null;

  const open = (item: HeaderSearchItem) => (item.isExternal ? openExternal(item.path) : navigate(item.path));
  // The template's avatar menu: Dashboard, its code repository, Log Out.
  const userMenuItems: DropdownMenuEntry[] = [
    { label: 'Dashboard', icon: 'dashboard', onSelect: () => navigate(TEMPLATE_HOME) },
    { label: 'Github', icon: 'external', onSelect: () => openExternal(TEMPLATE_REPOSITORY_URL) },
    menuSeparator,
    { label: 'Log Out', icon: 'logout', onSelect: () => void onLogout() },
  ];

  return (
    // The template part's chrome speaks English (architecture §3).
    <ChromeLocaleProvider locale="en">
      <ShellFrame
        productName={config.productName}
        routes={session.routes}
        tagsKey={TEMPLATE_TAGS_KEY}
        pages={TEMPLATE_PAGE_ROUTES}
        home={{ title: 'Dashboard', path: TEMPLATE_HOME }}
        sidebar={{ funderName: config.funder.name, funderLogoSrc: config.funder.logoUrl }}
        navbar={{
          role: session.info.roles.join(', '),
          userName: session.info.name,
          onLogout: () => void onLogout(),
          userMenuItems,
          tools: (
            <>
              {errorCount > 0 ? (
                // The template's error-log badge: how many errors were captured; opens the log.
                <Button variant="text" icon="warning" onClick={() => navigate(ERROR_LOG_PATH)}>
                  <Badge tone="danger" srText="errors in the error log">
                    {errorCount}
                  </Badge>
                </Button>
              ) : null}
              <HeaderSearch items={items} onSelect={open} />
              {fullscreen.isSupported ? (
                <FullscreenToggle isFullscreen={fullscreen.isFullscreen} onToggle={fullscreen.toggle} />
              ) : null}
            </>
          ),
        }}
        wrapView={(view) => (
          <ErrorLogBoundary
            fallback={(retry) => (
              <ErrorState
                title="This page failed to render."
                message="The error is in the error log."
                retryLabel="Try again"
                onRetry={retry}
              />
            )}
          >
            {view}
          </ErrorLogBoundary>
        )}
      />
    </ChromeLocaleProvider>
  );
}
