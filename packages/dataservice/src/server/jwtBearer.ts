/** wai-extra's extractBearerAuth, as PostgREST reads `Authorization`: `Bearer` in any case, white space, the rest is the token. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const m = /^(\S*)\s*([\s\S]*)$/.exec(authorization)!;
  return m[1]!.toLowerCase() === 'bearer' ? m[2] : undefined;
}
