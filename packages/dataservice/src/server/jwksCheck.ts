/**
 * `npm run dataservice:check-jwks -- <file>`: the deploy's check of PostgREST's `jwt-secret`
 * file. PostgREST 16 (Config.hs parseSecret, jwtKeys.ts) uses a file that does not parse as a
 * JWK set as an HMAC secret, silently: a public key saved wrong (a PEM file, one key instead
 * of the set, a truncated download) lets anyone who has it sign tokens. The realm signs with
 * RS256, so the file must be a set of RSA public keys for RS256 and nothing else.
 */
import { readFileSync } from 'node:fs';
import { parseSecret } from './jwtKeys';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

/** Why one key of the set is not an RSA public key for RS256 (none when it is). */
function keyProblems(key: unknown, index: number): string[] {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return [`key ${index + 1} is not a JSON object`];
  const k = key as Record<string, unknown>;
  const name = `key ${index + 1}${typeof k.kid === 'string' ? ` (kid ${k.kid})` : ''}`;
  if (k.kty === 'oct') return [`${name} is an HMAC (oct) secret, not a public key`];
  if (k.kty !== 'RSA') return [`${name} has kty ${JSON.stringify(k.kty)}, not RSA`];
  const problems: string[] = [];
  const missing = ['n', 'e'].filter((member) => typeof k[member] !== 'string' || k[member] === '');
  if (missing.length > 0) problems.push(`${name} lacks ${missing.join(' and ')}`);
  const secret = PRIVATE_MEMBERS.filter((member) => member in k);
  if (secret.length > 0)
    problems.push(`${name} is a private key (has ${secret.join(', ')}): publish only the public part`);
  if (k.alg !== undefined && k.alg !== 'RS256') problems.push(`${name} has alg ${JSON.stringify(k.alg)}, not RS256`);
  // Keycloak's certs also list the realm's encryption key (RSA-OAEP, use enc): the file keeps only the signing keys.
  if (k.use !== undefined && k.use !== 'sig') problems.push(`${name} has use ${JSON.stringify(k.use)}, not sig`);
  return problems;
}

/** Why `text` is not a JWK set of RSA public keys for RS256; empty when it is one. */
export function jwksProblems(text: string): string[] {
  if (text.includes('-----BEGIN')) return ['it is a PEM file, not a JWK set ({"keys": [...]})'];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [`it is not valid JSON (${(error as Error).message})`];
  }
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { keys?: unknown }).keys)) {
    const single = typeof json === 'object' && json !== null && 'kty' in json;
    return [single ? 'it is a single JWK, not a JWK set ({"keys": [...]})' : 'it is not a JWK set (no "keys" array)'];
  }
  const keys = (json as { keys: unknown[] }).keys;
  if (keys.length === 0) return ['the set has no keys'];
  const problems = keys.flatMap(keyProblems);
  // What PostgREST itself reads: a set with one key it cannot parse is no set to it.
  if (problems.length === 0 && parseSecret(Buffer.from(text, 'utf8')).source !== 'jwks') {
    problems.push('PostgREST does not read it as a JWK set (a key is malformed, e.g. n or e not base64url)');
  }
  return problems;
}

const USAGE = 'Usage: npm run dataservice:check-jwks -- <jwks.json>';

/** Prints the verdict; 0 when the file is a JWK set of RSA public keys for RS256. */
export function main(argv: string[]): number {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = argv[0]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Error: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const problems = jwksProblems(text);
  if (problems.length > 0) {
    console.error(
      `Error: ${file} is not a JWK set of RSA public keys for RS256:\n${problems.map((p) => `  - ${p}\n`).join('')}` +
        'PostgREST takes a file that is no JWK set as an HMAC secret, so anyone who has it could sign tokens; ' +
        'the realm signs with RS256 only. ' +
        "Save the realm's signing keys from https://<keycloak>/realms/<realm>/protocol/openid-connect/certs " +
        '(packages/dataservice/README.md, "PostgREST configuration").',
    );
    return 1;
  }
  const count = (JSON.parse(text) as { keys: unknown[] }).keys.length;
  process.stdout.write(`OK: ${file} holds ${count} RSA public key${count === 1 ? '' : 's'} for RS256.\n`);
  return 0;
}
