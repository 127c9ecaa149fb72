import { preloadDialog, preloadDrawer, preloadDropdownMenu, preloadSettingsPanel } from '@waldmonitor/ui';
import { useEffect } from 'react';

/**
 * Menus, dialogs and drawers load when first opened (issue 17: not in the first load).
 * Once the shell has rendered and the browser is idle, their modules are fetched ahead,
 * so the first click on a menu does not wait for the network.
 */
export function usePreloadOverlays() {
  useEffect(() => {
    const preload = () => {
      void preloadDropdownMenu();
      void preloadDialog();
      void preloadDrawer();
      void preloadSettingsPanel();
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}
