import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

/** The runtime configuration read at start (config.json). */
export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
