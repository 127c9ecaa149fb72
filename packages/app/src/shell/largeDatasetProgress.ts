import type { mountLargeDatasetNotice } from './LargeDatasetNotice';

type Notice = ReturnType<typeof mountLargeDatasetNotice>;

/**
 * The demo's `?daten=gross`: the data worker tells how far it has built the large dataset;
 * the first word loads and shows the notice, the end of the start takes it away. For the
 * seed no word comes, and nothing is loaded.
 */
export function largeDatasetProgress(): { progress: (done: number, total: number) => void; finish: () => void } {
  let notice: Promise<Notice> | null = null;
  return {
    progress: (done, total) => {
      notice ??= import('./LargeDatasetNotice').then((module) => module.mountLargeDatasetNotice());
      void notice.then((shown) => shown.show(done, total));
    },
    finish: () => void notice?.then((shown) => shown.close()),
  };
}
