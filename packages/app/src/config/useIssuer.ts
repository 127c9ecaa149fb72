import type { Issuer } from '@waldmonitor/ui/model';
import { useRuntimeConfig } from './RuntimeConfigContext';

/** The issuer of offers and invoices from config.json; null when the key is missing. */
export function useIssuer(): Issuer | null {
  return useRuntimeConfig().issuer ?? null;
}
