/**
 * A view's reads, started while its code is still loading: rendered in place of the view
 * until its chunk has arrived, it calls the view's read hook (the same hook the view calls
 * once there, so the same keys), and the requests go out with the click instead of after
 * the chunk. When the view mounts, SWR finds each read running or answered (it dedupes by
 * key) and the inflight registry keeps it, since the view subscribes in the same commit as
 * this unmounts. Renders nothing.
 */
export function ReadAhead({ reads }: { reads: () => unknown }) {
  reads();
  return null;
}
