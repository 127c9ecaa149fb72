import { parseIssuer, type Issuer } from '@waldmonitor/ui/model';
import { useMemo } from 'react';
import { useRuntimeConfig } from './RuntimeConfigContext';

export interface IssuerSetting {
  /** The issuer of offers and invoices; null when config.json has none or a faulty one. */
  issuer: Issuer | null;
  /** What is wrong with config.json's `issuer` (German); null when it is valid or missing. */
  problem: string | null;
}

/** The issuer of offers and invoices from config.json, checked here, where it is used. */
export function useIssuer(): IssuerSetting {
  const value = useRuntimeConfig().issuer;
  return useMemo(() => {
    if (value === undefined) return { issuer: null, problem: null };
    const check = parseIssuer(value);
    return check.ok ? { issuer: check.issuer, problem: null } : { issuer: null, problem: check.message };
  }, [value]);
}
