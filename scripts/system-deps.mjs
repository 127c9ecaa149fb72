#!/usr/bin/env node
/**
 * The Debian packages the tests need beside Node: checked before `npm test` (its `pretest`),
 * installed with apt-get when they are missing and this is a root shell on Debian (a fresh
 * machine, CI), otherwise named in one line and the run stops before any test starts.
 *
 * `node scripts/system-deps.mjs --check` only checks (exit 1 with the line when one is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (program) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));

const postgresBinaries = () => {
  const debian = '/usr/lib/postgresql';
  if (process.env.PG_BINDIR) return existsSync(join(process.env.PG_BINDIR, 'initdb'));
  if (!existsSync(debian)) return false;
  return readdirSync(debian).some((version) => existsSync(join(debian, version, 'bin', 'initdb')));
};

/** What each package is for, and how to see that it is there. */
const PACKAGES = [
  {
    name: 'chromium',
    usedBy: 'the story, end-to-end and smoke tests',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    name: 'fonts-liberation',
    usedBy: 'the screenshots (the fonts the stories are drawn with)',
    present: () => existsSync('/usr/share/fonts/truetype/liberation'),
  },
  {
    name: 'fonts-dejavu-core',
    usedBy: 'the screenshots',
    present: () => existsSync('/usr/share/fonts/truetype/dejavu'),
  },
  { name: 'postgresql', usedBy: 'the data-service tests', present: postgresBinaries },
  { name: 'gdal-bin', usedBy: 'the georeferencing tests', present: () => onPath('gdal_translate') },
  {
    // The test runs its own nginx from a temporary prefix, never the system's service. In a
    // container Debian's policy-rc.d keeps apt from starting that service; on a full Debian
    // system apt starts it on port 80 (`systemctl disable --now nginx` if it is not wanted).
    name: 'nginx',
    usedBy: 'the end-to-end test of deploy/nginx/waldmonitor.conf',
    present: () => existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx'),
  },
];

const missing = PACKAGES.filter((pkg) => !pkg.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((pkg) => pkg.name).join(' ');
const checkOnly = process.argv.includes('--check');
const canInstall = !checkOnly && process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) {
  console.error(
    `Missing Debian packages for the tests: ${names} (install them with: sudo apt-get install -y ${names})`,
  );
  process.exit(1);
}

console.log(`Installing the Debian packages the tests need with apt-get: ${names}`);
for (const pkg of missing) console.log(`  ${pkg.name}: for ${pkg.usedBy}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...missing.map((pkg) => pkg.name)],
]) {
  const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${result.status}): ${names} not installed`);
    process.exit(1);
  }
}
const still = missing.filter((pkg) => !pkg.present());
if (still.length > 0) {
  console.error(`Still missing after apt-get: ${still.map((pkg) => pkg.name).join(' ')}`);
  process.exit(1);
}
