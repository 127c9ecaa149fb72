import type { ClientBase } from 'pg';

/**
 * Puts every identity/serial sequence of schema `data` back to the table's highest id.
 * A rolled-back insert keeps its sequence step, so without this the next scenario's new
 * row would get another id than PGlite, started again from the snapshot, gives it (parity/).
 * Needs the superuser.
 */
export async function resetSequences(superuser: ClientBase): Promise<void> {
  await superuser.query(`
    DO $$
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
    END
    $$`);
}
