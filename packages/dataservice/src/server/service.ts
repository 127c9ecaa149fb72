/**
 * The data service's life, in the order PostgREST 16.2 goes through it (`App.hs` run,
 * `AppState/Reload.hs`): read the configuration, start the admin server, connect, read the
 * in-database settings and check the server's version, load the schema cache (the emulation),
 * then open the API socket. When the database cannot be reached the API answers 503 PGRST002
 * while the load is retried after 1, 2, 4 … 32 s. `reloadConfig()` (SIGUSR2, `NOTIFY pgrst,
 * 'reload config'`) re-reads file, environment and database settings; `reloadSchemaCache()`
 * (SIGUSR1) asks the emulation to reload.
 */
import type { Server } from 'node:http';
import type { Emulation, EmulationSettings, SqlHost } from '../postgrest';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { adminHandler, apiHandler, createHttpServer, listen, type ApiState } from './httpServer';
import { checkPgVersion, readInDbSettings, UnsupportedPgVersion } from './inDbConfig';
import { createAuthenticator } from './jwt';
import { createPgHost } from './sqlHost';

export type CreateEmulation = (settings: EmulationSettings, host: SqlHost) => Promise<Emulation>;

export interface DataServiceOptions {
  /** The `postgrest.conf` file; without one the configuration comes from `PGRST_*` alone. */
  configPath?: string;
  env?: Record<string, string | undefined>;
  /** Start-up messages, warnings and errors (default: stderr). */
  log?: (line: string) => void;
  createEmulation: CreateEmulation;
  /** A failure PostgREST exits on after start-up (an unsupported PostgreSQL version). */
  onFatal?: (error: unknown) => void;
}

export interface DataService {
  /** The API: `http://host:port`. */
  url: string;
  /** The admin server (`/live`, `/ready`), when `admin-server-port` is set. */
  adminUrl: string | null;
  reloadSchemaCache(): Promise<void>;
  reloadConfig(): Promise<void>;
  close(): Promise<void>;
}

export const emulationSettings = (c: AppConfig): EmulationSettings => ({
  dbSchemas: c.dbSchemas,
  dbAnonRole: c.dbAnonRole,
  dbMaxRows: c.dbMaxRows,
  dbPreRequest: c.dbPreRequest,
  dbExtraSearchPath: c.dbExtraSearchPath,
  dbChannel: c.dbChannel,
  dbChannelEnabled: c.dbChannelEnabled,
  dbTxEnd: c.dbTxEnd,
});

const authenticatorFor = (c: AppConfig) =>
  createAuthenticator({
    keys: c.jwtKeys,
    audience: c.jwtAud,
    roleClaimKey: c.jwtRoleClaimKey,
    anonRole: c.dbAnonRole,
    cacheMaxEntries: c.jwtCacheMaxEntries,
    verbosity: c.clientErrorVerbosity,
  });

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function startDataService(options: DataServiceOptions): Promise<DataService> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.error(line));
  const first = loadConfig(options.configPath, env);
  first.warnings.forEach((w) => log(w));
  const bootConfig = first.config;

  let state: ApiState = {
    config: bootConfig,
    authenticate: authenticatorFor(bootConfig),
    emulation: null,
    retryAfter: 0,
  };
  let apiListening = false;
  let reloading = false;
  let closing = false;
  let wake: (() => void) | undefined;

  const host = createPgHost(bootConfig, {
    onConfigReload: () => void reloadConfig(),
    onListenerReconnected: () => void reloadSchemaCache(),
    log,
  });

  /** The configuration with the in-database settings (when db-config), as PostgREST reads it after connecting. */
  async function currentConfig(): Promise<AppConfig> {
    const fromFile = loadConfig(options.configPath, env).config;
    if (!fromFile.dbConfig) return fromFile;
    const dbSettings = await readInDbSettings(host, fromFile.dbPreConfig);
    return dbSettings.length === 0 ? fromFile : loadConfig(options.configPath, env, dbSettings).config;
  }

  async function loadOnce(): Promise<void> {
    const config = await currentConfig();
    log(`Successfully connected to ${await checkPgVersion(host)}`);
    const emulation = await options.createEmulation(emulationSettings(config), host);
    if (closing) return void (await emulation.close());
    state = { config, authenticate: authenticatorFor(config), emulation, retryAfter: 0 };
    log('Schema cache loaded');
  }

  const fatal = (error: unknown) => error instanceof UnsupportedPgVersion || error instanceof ConfigError;
  const failed = (error: unknown, delay: number) => {
    log(`Failed to load the schema cache using db-schemas=${state.config.dbSchemas.join(',')}. ${message(error)}`);
    log(`Attempting to reconnect to the database in ${delay} seconds...`);
    state = { ...state, retryAfter: delay };
  };
  const sleep = (seconds: number) => new Promise<void>((r) => setTimeout((wake = r), seconds * 1000).unref());

  /** PostgREST's retryingSchemaCacheLoad after a failed first attempt: 1, 2, 4 … 32 s apart. */
  async function retry(delay: number): Promise<void> {
    while (!closing) {
      await sleep(delay);
      if (closing) return;
      try {
        return await loadOnce();
      } catch (error) {
        if (fatal(error)) {
          log(message(error));
          return options.onFatal?.(error);
        }
        delay = Math.min(delay * 2, 32);
        failed(error, delay);
      }
    }
  }

  /** The first attempt; on failure the API starts anyway (503 PGRST002) and the retries go on behind it. */
  async function load(): Promise<void> {
    try {
      await loadOnce();
    } catch (error) {
      if (fatal(error)) throw error;
      failed(error, 1);
      void retry(1);
    }
  }

  async function reloadSchemaCache(): Promise<void> {
    if (!state.emulation) return;
    reloading = true;
    try {
      await state.emulation.reloadSchemaCache();
      log('Schema cache reloaded');
    } catch (error) {
      log(`Failed to reload the schema cache: ${message(error)}`);
    } finally {
      reloading = false;
    }
  }

  async function reloadConfig(): Promise<void> {
    try {
      const config = await currentConfig();
      let emulation = state.emulation;
      const changed = JSON.stringify(emulationSettings(config)) !== JSON.stringify(emulationSettings(state.config));
      if (emulation && changed) {
        const old = emulation;
        emulation = await options.createEmulation(emulationSettings(config), host);
        state = { ...state, emulation };
        await old.close();
      }
      state = { ...state, config, authenticate: authenticatorFor(config), emulation };
      log('Config reloaded');
    } catch (error) {
      log(`Failed reloading config: ${message(error)}`);
    }
  }

  const servers: Server[] = [];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      closing = true;
      wake?.();
      await Promise.all(servers.map(closeServer));
      await state.emulation?.close().catch((error: unknown) => log(message(error)));
      await host.close();
    })());

  try {
    let adminUrl: string | null = null;
    if (bootConfig.adminServerPort !== null) {
      const admin = createHttpServer(
        adminHandler({
          live: () => apiListening,
          loaded: () => state.emulation !== null && !reloading,
          connected: () => {
            const up = state.config.dbChannelEnabled ? host.listenerUp() : undefined;
            return up === undefined ? host.ping() : Promise.resolve(up);
          },
        }),
      );
      servers.push(admin);
      adminUrl = await listen(admin, bootConfig.adminServerHost, bootConfig.adminServerPort);
      log(`Admin server listening on ${adminUrl}`);
    }
    await load();
    const api = createHttpServer(apiHandler(() => state, log));
    servers.push(api);
    const url = await listen(api, bootConfig.serverHost, bootConfig.serverPort);
    apiListening = true;
    api.on('close', () => (apiListening = false));
    log(`API server listening on ${url}`);
    return { url, adminUrl, reloadSchemaCache, reloadConfig, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
