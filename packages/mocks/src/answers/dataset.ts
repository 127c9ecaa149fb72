import type { SessionStore } from '../db/sessionTarget';

/**
 * Which data the demo's worker builds: the demo seed, or the seed grown to a busy year's
 * size (`createLargeSeed`, 50,000 users, 10,000 maps, 20,000 invoices …) for trying the
 * lists at scale.
 */
export type DemoDataset = 'seed' | 'large';

/** sessionStorage key of the choice: reloads and new tabs of the session keep it. */
export const DATASET_KEY = 'waldmonitor.mocks.daten';

/** `?daten=gross` asks for the large dataset, `?daten=demo` (or `klein`) for the seed again. */
const SPELLINGS: Record<string, DemoDataset> = { gross: 'large', groß: 'large', demo: 'seed', klein: 'seed' };

/**
 * The dataset for this start: the address's `daten=` when it names one, otherwise the
 * session's earlier choice, otherwise the seed. An unknown value changes nothing.
 */
export function chooseDataset(search: string, remembered: string | null): DemoDataset {
  const asked = new URLSearchParams(search).get('daten')?.trim().toLowerCase();
  const fromAddress = asked ? SPELLINGS[asked] : undefined;
  if (fromAddress) return fromAddress;
  return remembered === 'large' ? 'large' : 'seed';
}

/** Chooses as `chooseDataset` does and keeps the choice in the session's store. */
export function rememberDataset(search: string, session: SessionStore): DemoDataset {
  let remembered: string | null = null;
  try {
    remembered = session.getItem(DATASET_KEY);
  } catch {
    // A storage the browser refuses (private mode, quota) leaves the choice to the address.
  }
  const chosen = chooseDataset(search, remembered);
  try {
    if (chosen === 'large') session.setItem(DATASET_KEY, chosen);
    else session.removeItem(DATASET_KEY);
  } catch {
    // As above: the choice then lasts for this page only.
  }
  return chosen;
}
