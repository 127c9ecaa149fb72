/**
 * Puts every identity/serial sequence of schema `data` back to the table's highest id.
 * A rolled-back insert keeps its sequence step, so without this the next scenario's new
 * row would get another id on one host than on the other (test/parity/), or in the next story than in the first (rolledBack.ts). Needs the superuser.
 */
const RESET_SEQUENCES = `
    DECLARE
      c record;
      top bigint;
    BEGIN
      FOR c IN SELECT table_name, column_name FROM information_schema.columns
                WHERE table_schema = 'data' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')
      LOOP
        EXECUTE format('SELECT max(%I) FROM data.%I', c.column_name, c.table_name) INTO top;
        PERFORM setval(pg_get_serial_sequence(format('data.%I', c.table_name), c.column_name),
                       greatest(coalesce(top, 0), 1), top IS NOT NULL);
      END LOOP;
    END`;

export async function resetSequences(superuser: { query(text: string): Promise<unknown> }): Promise<void> {
  await superuser.query(`DO $$${RESET_SEQUENCES}$$`);
}

/**
 * The same as a function of the session, for a session that has left the superuser behind (PGlite
 * signs in as authenticator and cannot go back): made by the superuser before, it runs as its
 * maker, and as a temporary function it is gone with the session. Call `pg_temp.reset_sequences()`
 * (as authenticator: the schema revokes EXECUTE from PUBLIC by default).
 */
export const CREATE_RESET_SEQUENCES_FUNCTION = [
  `CREATE FUNCTION pg_temp.reset_sequences() RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $$${RESET_SEQUENCES}$$`,
  'GRANT EXECUTE ON FUNCTION pg_temp.reset_sequences() TO authenticator',
];
