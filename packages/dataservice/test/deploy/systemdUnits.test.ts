/**
 * The systemd units of deploy/systemd, read as systemd reads them (none can run here): what
 * each starts, that the PostgREST unit checks its key file before every start and reload, and
 * that the check it runs refuses a file PostgREST would take as an HMAC secret.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where the units expect the repository (README, "Deploying"; the mailer's WorkingDirectory). */
const INSTALLED = '/srv/waldmonitor/app/';

type Unit = Record<string, Record<string, string[]>>;

/** A unit file's sections and their settings; a setting given twice keeps both, in order. */
function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: Record<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = unit[header[1]!] ??= {};
      continue;
    }
    const setting = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!setting || !section) throw new Error(`Not a unit file line: ${line}`);
    (section[setting[1]!] ??= []).push(setting[2]!);
  }
  return unit;
}

const unit = (name: string) => parseUnit(readFileSync(join(REPO, 'deploy/systemd', name), 'utf8'));
const postgrest = unit('postgrest.service');
const mailer = unit('waldmonitor-mailer.service');

/** The repository's file a command line of a unit names under its installed path. */
const inRepo = (path: string) => join(REPO, path.replace(INSTALLED, ''));

const KEY_FILE = '/etc/postgrest/waldmonitor-jwks.json';
const CHECK = `/usr/bin/env node ${INSTALLED}packages/dataservice/src/server/jwksCheckCli.mjs ${KEY_FILE}`;

describe('deploy/systemd', () => {
  it('starts every program by an absolute path, Node through env (the README installs it in /usr/local)', () => {
    const commands = [postgrest, mailer].flatMap((u) =>
      ['ExecStartPre', 'ExecStart', 'ExecReload'].flatMap((key) => u.Service?.[key] ?? []),
    );
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      const [program, ...args] = command.split(' ');
      expect(['/usr/bin/env', '/usr/local/bin/postgrest', '/bin/kill']).toContain(program);
      if (program === '/usr/bin/env') {
        expect(args[0]).toBe('node');
        const script = args.find((arg) => arg.endsWith('.mjs'))!;
        expect(existsSync(script.startsWith('/') ? inRepo(script) : join(REPO, script)), script).toBe(true);
      }
    }
  });

  it('checks PostgREST’s key file before every start and before every reload', () => {
    expect(postgrest.Service?.ExecStartPre).toEqual([CHECK]);
    expect(postgrest.Service?.ExecStart).toEqual(['/usr/local/bin/postgrest /etc/postgrest/waldmonitor.conf']);
    // systemd runs ExecReload lines in order and stops at the first that fails.
    expect(postgrest.Service?.ExecReload).toEqual([CHECK, '/bin/kill -USR2 $MAINPID']);
  });

  it('reads the key file the README puts into PostgREST’s configuration', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    expect(readme).toContain(`jwt-secret = "@${KEY_FILE}"`);
  });

  describe('the check the unit runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-units-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const [, , script] = CHECK.split(' ');
    const check = (text: string) => {
      const file = join(dir, 'jwks.json');
      writeFileSync(file, text);
      return spawnSync(process.execPath, [inRepo(script!), file], { encoding: 'utf8' });
    };

    it('stops the start on a cut-off file, naming it', () => {
      const result = check('{"keys": [{"kty": "RSA", "n": "sXch');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${join(dir, 'jwks.json')} is not a JWK set of RSA public keys for RS256`);
    });

    it('lets a set of RSA public keys pass', async () => {
      const jwk = await exportJWK((await generateKeyPair('RS256')).publicKey);
      const result = check(JSON.stringify({ keys: [{ ...jwk, kid: 'realm-1', alg: 'RS256', use: 'sig' }] }));
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  });
});
