/**
 * The Compose stack (deploy/compose.yaml), its images (deploy/Dockerfile, .dockerignore) and the
 * nginx sites, read as Docker and nginx read them: none can run here (no container runtime), so
 * what an operator found wrong in them is checked from the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  restart?: string;
  profiles?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** Services that do their work and end: `up` waits for them, nothing checks their health. */
const oneShot = (service: Service) => service.restart === 'no' || (service.profiles?.length ?? 0) > 0;

describe('deploy/compose.yaml', () => {
  it('gives every service that keeps running a healthcheck', () => {
    const running = Object.entries(services).filter(([, service]) => !oneShot(service));
    expect(running.map(([name]) => name).sort()).toEqual(['db', 'keycloak', 'mailer', 'postgrest', 'web']);
    for (const [name, service] of running) expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
  });

  it('runs PostgREST with the settings the README recommends, its admin port for the healthcheck', () => {
    const postgrest = services.postgrest!;
    expect(postgrest.environment).toMatchObject({
      PGRST_ADMIN_SERVER_PORT: 3001,
      PGRST_DB_POOL: 10,
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: 10,
      PGRST_SERVER_TIMING_ENABLED: 'true',
      PGRST_JWT_SECRET: '@/etc/postgrest/jwks.json',
    });
    expect(postgrest.healthcheck?.test).toEqual(['CMD', 'postgrest', '--ready']);
  });

  it('checks PostgREST’s key file before PostgREST starts', () => {
    expect(services.postgrest!.depends_on).toMatchObject({
      'jwks-check': { condition: 'service_completed_successfully' },
    });
    expect(services['jwks-check']!.command).toEqual([
      'node',
      'packages/dataservice/src/server/jwksCheckCli.mjs',
      'deploy/compose/jwks.json',
    ]);
  });

  it('starts nginx once PostgREST and Keycloak are healthy', () => {
    expect(services.web!.depends_on).toEqual({
      postgrest: { condition: 'service_healthy' },
      keycloak: { condition: 'service_healthy' },
    });
  });
});

describe('deploy/Dockerfile and .dockerignore', () => {
  const dockerfile = read('deploy/Dockerfile');
  const lines = dockerfile.split('\n');
  const index = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));

  it('installs and builds as node in a tree node owns', () => {
    const user = index(/^USER node$/);
    expect(user).toBeGreaterThan(-1);
    expect(lines.filter((line) => /^COPY \. \./.test(line))).toEqual([]);
    expect(index(/^COPY --chown=node:node \. \.$/)).toBeGreaterThan(user);
    expect(index(/^RUN npm ci/)).toBeGreaterThan(user);
    expect(index(/^RUN npm run build$/)).toBeGreaterThan(user);
  });

  it('leaves TLS keys and the files an operator fills out of the images', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining([
        'deploy/.env',
        'deploy/compose/certs',
        'deploy/compose/*.json',
        'deploy/compose/waldmonitor.conf',
      ]),
    );
  });
});

describe('the nginx sites', () => {
  it.each(['deploy/nginx/waldmonitor.conf', 'deploy/compose/keycloak.conf'])(
    'names no nginx version in any server of %s',
    (path) => {
      const servers = read(path)
        .split(/^server \{$/m)
        .slice(1);
      expect(servers.length).toBeGreaterThanOrEqual(2);
      for (const server of servers) expect(server).toMatch(/^\s+server_tokens off;$/m);
    },
  );
});
