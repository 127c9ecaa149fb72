/**
 * Where the configuration comes from (config.ts reads it, configKeys.ts checks its keys): the
 * file, the environment and the in-database settings; and the error that refuses it, a
 * sentence naming the key.
 */
import type { ConfigValue } from './configFile';

export class ConfigError extends Error {}

export interface ConfigSources {
  /** The file's values (configFile.ts), or none when started from the environment alone. */
  file?: Map<string, ConfigValue>;
  env?: Record<string, string | undefined>;
  /** In-database settings: `[db_schemas, "api"]`, … (inDbConfig.ts). */
  dbSettings?: [string, string][];
}
