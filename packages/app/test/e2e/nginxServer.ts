/**
 * Debian's nginx with the repository's site configuration (deploy/nginx/waldmonitor.conf),
 * run for one test file from a prefix of its own: its own nginx.conf around the site (as
 * Debian's /etc/nginx/nginx.conf includes sites-enabled), its own pid, logs and temp paths,
 * in the foreground (`daemon off`) as a child of the test, never the system's service.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../dataservice/test/server/freePort';

/** The repository's file itself: the test must run what operators install. */
const SITE_CONFIG = fileURLToPath(new URL('../../../../deploy/nginx/waldmonitor.conf', import.meta.url));

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface SiteValues {
  /** The build to serve (`root`). */
  root: string;
  /** The data service's `host:port` (the upstream). */
  dataService: string;
  /** The origins config.json names, in place of the file's placeholders. */
  identityOrigin: string;
  scansOrigin: string;
  picturesOrigin: string;
  tilesOrigin: string;
}

export interface NginxServer {
  /** `https://127.0.0.1:<port>`: the app's origin. */
  url: string;
  /** `http://127.0.0.1:<port>`: the server that sends people to HTTPS. */
  plainUrl: string;
  /** The certificate the server presents (self-signed for 127.0.0.1), for Node's requests. */
  certificate: string;
  /** The access log so far, one request a line: `METHOD path status`. */
  accessLog(): string[];
  close(): Promise<void>;
}

/**
 * Replaces each value of the site file exactly once: a value the file no longer holds fails
 * here, so the test never runs a configuration other than the repository's by accident.
 */
function fill(text: string, replacements: readonly (readonly [string, string])[]): string {
  let filled = text;
  for (const [from, to] of replacements) {
    const count = filled.split(from).length - 1;
    if (count === 0) throw new Error(`deploy/nginx/waldmonitor.conf no longer contains ${JSON.stringify(from)}`);
    filled = filled.split(from).join(to);
  }
  return filled;
}

/** The site with this run's ports, paths, certificate and servers: nothing else changes. */
function siteConfig(values: SiteValues, ports: { http: number; https: number }, tlsDir: string): string {
  return fill(readFileSync(SITE_CONFIG, 'utf8'), [
    // IPv4 loopback only: the machine may have no IPv6.
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/waldmonitor/', `${tlsDir}/`],
    ['/srv/waldmonitor/dist', values.root],
    ['server 127.0.0.1:3000;', `server ${values.dataService};`],
    ['https://anmeldung.example.org', values.identityOrigin],
    ['https://archiv.example.org', values.scansOrigin],
    ['https://bilder.example.org', values.picturesOrigin],
    ['https://tiles.example.org', values.tilesOrigin],
    // The WMS backgrounds' origin (config.json `mapWms`): the test's media server stands in, as for the tiles.
    ['https://wms.example.org', values.tilesOrigin],
  ]);
}

/** What Debian's nginx.conf gives a site, with every path inside the prefix. */
function mainConfig(prefix: string): string {
  const running = process.getuid?.() === 0;
  return [
    // As root nginx's workers run as `nobody`, who cannot read the test's private temp folders.
    ...(running ? ['user root root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  log_format requests '$request_method $request_uri $status';`,
    `  access_log ${prefix}/access.log requests;`,
    `  client_body_temp_path ${prefix}/temp/body;`,
    `  proxy_temp_path ${prefix}/temp/proxy;`,
    `  fastcgi_temp_path ${prefix}/temp/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/temp/uwsgi;`,
    `  scgi_temp_path ${prefix}/temp/scgi;`,
    `  include ${prefix}/sites-enabled/waldmonitor.conf;`,
    '}',
    '',
  ].join('\n');
}

/** A self-signed certificate for 127.0.0.1 (Debian's openssl), as fullchain.pem and privkey.pem. */
function selfSignedCertificate(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return readFileSync(join(dir, 'fullchain.pem'), 'utf8');
}

async function waitForListening(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}:\n${output()}`);
}

/** Checks the configuration (`nginx -t`), then starts nginx; `close()` stops it (SIGQUIT, graceful). */
export async function startNginx(prefix: string, values: SiteValues): Promise<NginxServer> {
  const ports = { http: await freePort(), https: await freePort() };
  const tlsDir = join(prefix, 'tls');
  const certificate = selfSignedCertificate(tlsDir);
  for (const dir of ['temp', 'sites-enabled']) mkdirSync(join(prefix, dir), { recursive: true });
  writeFileSync(join(prefix, 'sites-enabled', 'waldmonitor.conf'), siteConfig(values, ports, tlsDir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix));
  const args = ['-p', `${prefix}/`, '-c', conf, '-e', join(prefix, 'error.log')];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);

  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const errorLog = () => `${output}${readFileSync(join(prefix, 'error.log'), 'utf8')}`;
  const plainUrl = `http://127.0.0.1:${ports.http}`;
  try {
    await waitForListening(child, plainUrl, errorLog);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `https://127.0.0.1:${ports.https}`,
    plainUrl,
    certificate,
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
