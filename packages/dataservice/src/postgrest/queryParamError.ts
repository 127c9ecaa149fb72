/**
 * PostgREST 16.2's query-string grammar (ApiRequest/QueryParams.hs) is written in the
 * *Grammar.ts files with the Parsec-like engine of parsec.ts, so that what PostgREST refuses
 * is refused here with the same PGRST100 message (`"failed to parse filter (x)" (line 1,
 * column 1)`) and details. This file runs one of those parsers and raises that error.
 */
import { runParser, showError, showPosition, type Parser } from './parsec';

/** A PGRST100 error: Parsec's position as message, its expectations as details. */
export class QueryParamError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/** Runs one parser of the grammar, named as PostgREST names it in PGRST100's message. */
export function parseWith<T>(p: Parser<T>, name: string, input: string): T {
  const r = runParser(p, input);
  if (r.ok) return r.value;
  throw new QueryParamError(showPosition(name, r.error), showError(r.error));
}
