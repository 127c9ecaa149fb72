/**
 * A pending action for stories and tests: `start` returns a promise that stays pending
 * until `release()`, so a busy state can be asserted without racing a timer (a 300 ms
 * timeout passes alone and fails on a loaded machine).
 */
export function heldPromise() {
  let resolve: () => void = () => undefined;
  return {
    start: () =>
      new Promise<void>((r) => {
        resolve = r;
      }),
    release: () => resolve(),
  };
}
