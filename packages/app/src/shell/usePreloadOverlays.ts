import { preloadDialog, preloadDrawer, preloadDropdownMenu, preloadSettingsPanel } from '@waldmonitor/ui';
import { useWhenIdle } from './useWhenIdle';

/**
 * Menus, dialogs and drawers load when first opened (issue 17: not in the first load).
 * Once the shell has rendered and the browser is idle, their modules are fetched ahead,
 * so the first click on a menu does not wait for the network.
 */
export function usePreloadOverlays() {
  useWhenIdle(() => {
    void preloadDropdownMenu();
    void preloadDialog();
    void preloadDrawer();
    void preloadSettingsPanel();
  });
}
