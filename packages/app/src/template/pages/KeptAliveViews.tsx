import { AppMain, Button, Inline, Stack, type MountedView } from '@waldmonitor/ui';
import { useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

export interface KeptAliveViewsProps {
  /** The views' paths, as tags; the first is shown first. */
  paths: readonly string[];
  /** The route pattern and page every view renders, e.g. `/template/example/edit/:id`. */
  pattern: string;
  page: ComponentType;
}

/**
 * For stories: views kept alive the way the shell keeps them (AppMain's `<Activity>`,
 * one view per tag, each rendered at its own location), with a button per tag. A story
 * types into one view, opens another and comes back, and so proves what a tag keeps.
 */
export function KeptAliveViews({ paths, pattern, page: Page }: KeptAliveViewsProps) {
  const [active, setActive] = useState(paths[0]);
  const views: MountedView[] = paths.map((path) => ({
    key: path,
    path,
    query: '',
    title: path,
    affix: false,
    noCache: false,
    refreshCount: 0,
    isActive: path === active,
  }));
  return (
    <Stack gap={3}>
      <Inline gap={1} role="group" aria-label="Tags">
        {paths.map((path) => (
          <Button
            key={path}
            size="sm"
            variant={path === active ? 'primary' : 'secondary'}
            aria-pressed={path === active}
            onClick={() => setActive(path)}
          >
            {path}
          </Button>
        ))}
      </Inline>
      <AppMain
        views={views}
        renderView={(view) => (
          <Routes location={{ pathname: view.path, search: '', hash: '', state: null, key: view.key }}>
            <Route path={pattern} element={<Page />} />
          </Routes>
        )}
      />
    </Stack>
  );
}
