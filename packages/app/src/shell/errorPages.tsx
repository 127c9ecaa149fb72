import { ErrorPage } from '@waldmonitor/ui';

/**
 * requirements §8: /401 (access denied) and an address that names no page. A module of its
 * own: the shell loads it when one is shown.
 */
export function AccessDeniedPage() {
  return <ErrorPage code={401} />;
}

export function NotFoundPage() {
  return <ErrorPage code={404} />;
}
