import { Spinner } from '@waldmonitor/ui';

/**
 * The first load, while the guard decides (it may load the user data). Nothing else is
 * on the screen yet, so the spinner sits in the middle of the window, not in its corner.
 */
export function StartingUp() {
  return <Spinner placement="screen" size="32px" label="Waldmonitor wird geladen …" />;
}
