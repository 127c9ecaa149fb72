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
 * Menus, dialogs, drawers and messages load when first shown (not in the first load).
 * Two seconds after the shell has rendered, when the browser is idle, their modules are
 * fetched ahead, so the first click on a menu does not wait for the network. Not sooner:
 * the first page is then waiting for its data, and evaluating nine chunks delayed the
 * answers of the dashboard's calls by ~50 ms (sign-in → dashboard, `npm run bench`).
 */
export function usePreloadOverlays() {
  useWhenIdle(
    () => {
      void preloadDropdownMenu();
      void preloadDialog();
      void preloadDrawer();
      void preloadSettingsPanel();
      void preloadTagContextMenu();
      void preloadMessages();
    },
    { notBefore: 2000 },
  );
}
