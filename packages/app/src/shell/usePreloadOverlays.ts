import {
  preloadDialog,
  preloadDrawer,
  preloadDropdownMenu,
  preloadMessages,
  preloadSettingsPanel,
  preloadTagContextMenu,
} from '@waldmonitor/ui';
import { useWhenIdle } from './useWhenIdle';

/**
 * Menus, dialogs, drawers and messages load when first shown (issue 17: not in the first load).
 * Once the shell has rendered and the browser is idle, their modules are fetched ahead,
 * so the first click on a menu does not wait for the network.
 */
export function usePreloadOverlays() {
  useWhenIdle(() => {
    void preloadDropdownMenu();
    void preloadDialog();
    void preloadDrawer();
    void preloadSettingsPanel();
    void preloadTagContextMenu();
    void preloadMessages();
  });
}
