/**
 * A PostgREST 16.2 emulation: a request (path, query grammar, Prefer, Range, Accept, the
 * verified claims) becomes the statements PostgREST 16.2 itself sends, run on a session of
 * the host, and its answer PostgREST's. Generic as PostgREST is: schemas, roles and the
 * pre-request function come from the settings, tables and functions from the schema
 * cache. Token verification and CORS are the server's (it passes the role and claims).
 *
 * Hosts: a driver that parses json columns is fine, but for the body to be PostgreSQL's
 * text byte for byte, let it return json (OID 114) as text.
 */
export type {
  ApiRequest,
  ApiResponse,
  Emulation,
  EmulationSettings,
  SqlHost,
  SqlResult,
  SqlSession,
  Statement,
} from './types';
export type { Column, IsolationLevel, Routine, RoutineParam, SchemaCache, Table } from './schemaCache';
export { loadSchemaCache } from './schemaCache';
export { createEmulation, createEmulationFromSchemaCache } from './emulation';
