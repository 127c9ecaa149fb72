import { loadDhdnGrid, type QueryState } from '@waldmonitor/ui/model';
import useSWR from 'swr';

/** The BeTA2007 grid, shipped in `public/grids` (docs/decisions.md says where it comes from). */
export const DHDN_GRID_URL = `${import.meta.env.BASE_URL}grids/BETA2007.gsb`;

async function loadGrid(url: string): Promise<'grid'> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  loadDhdnGrid(await response.arrayBuffer());
  return 'grid';
}

/**
 * How DHDN (Gauß-Krüger) maps are shifted to ETRS89 on this page: through the BeTA2007 grid
 * once it is loaded, as PROJ does, else by the fixed seven parameters. Loaded on the GIS
 * page only (84 KB, once per visit), before a map is shown, so every conversion of the
 * editor uses one shift. A grid that cannot be read is no failure of the page: the editor
 * says the fixed shift stands in.
 */
export function useDhdnGrid(): QueryState<'grid' | 'fixed'> {
  const grid = useSWR(['dhdn-grid', DHDN_GRID_URL], ([, url]: [string, string]) => loadGrid(url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const data = grid.error ? 'fixed' : grid.data;
  return { data, isLoading: data === undefined, error: null, onRetry: () => grid.mutate() };
}
