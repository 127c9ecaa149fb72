import type { BenutzerRow, Client, ClientAppUserRow, ClientDetailsRow, ClientUserRow } from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import { pgErrors } from '../../store/errors';
import type { RpcImpls } from './context';
import { clientEInvoiceFields, updateClientEInvoice } from './einvoice';

function assertClient(db: MockTables, clientId: number, table: string): void {
  if (db.kunde.where({ client_id: clientId }).length === 0)
    throw pgErrors.foreignKey(table, 'client_id', clientId, 'kunde');
}

function assertUser(db: MockTables, userId: number, table: string): BenutzerRow {
  const user = db.benutzer.where({ user_id: userId })[0];
  if (!user) throw pgErrors.foreignKey(table, 'user_id', userId, 'benutzer');
  return user;
}

function accountRow(db: MockTables, user: BenutzerRow, username: string): ClientUserRow {
  const team = db.userTeam.where({ user_id: user.user_id })[0];
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username,
    apus_team: team?.apus_team ?? false,
    apus_admin: team?.apus_admin ?? false,
  };
}

/** Upserts the client's settings row (cadastre status, project folder). */
function setSetting(
  db: MockTables,
  clientId: number,
  patch: { kataster_status?: boolean; ordner?: string | null },
): void {
  assertClient(db, clientId, 'kunde_settings');
  const filters = db.clientSettings.eqFilters({ client_id: clientId });
  if (db.clientSettings.update(filters, patch).length === 0) {
    db.clientSettings.insert([{ client_id: clientId, kataster_status: false, ordner: null, ...patch }]);
  }
}

function settingsOf(db: MockTables, client: Client) {
  const settings = db.clientSettings.where({ client_id: client.client_id })[0];
  return { kataster_status: settings?.kataster_status ?? false, ordner: settings?.ordner ?? null };
}

export const clientRpcs = {
  a_get_client_details: ({ db, args }) =>
    db.kunde.where({ client_id: args.int('client_id') }).map((client): ClientDetailsRow => ({
      ...client,
      ...settingsOf(db, client),
      ...clientEInvoiceFields(db, client.client_id),
    })),

  a_update_client_details: ({ db, args }) => {
    const clientId = args.int('client_id');
    args.text('name');
    updateClientEInvoice(db, clientId, args);
    db.kunde.update(db.kunde.eqFilters({ client_id: clientId }), {
      name: args.text('name'),
      name_zusatz: args.textOrEmpty('name_zusatz'),
      strasse: args.textOrEmpty('strasse'),
      plz: args.textOrEmpty('plz'),
      ort: args.textOrEmpty('ort'),
      ap_gender: args.textOrEmpty('ap_gender'),
      ap_vorname: args.textOrEmpty('ap_vorname'),
      ap_nachname: args.textOrEmpty('ap_nachname'),
      ap_tel: args.textOrEmpty('ap_tel'),
    });
    return null;
  },

  a_add_client: ({ db, args }) => {
    const name = args.text('name').trim();
    if (db.kunde.all().some((row) => row.name.toLowerCase() === name.toLowerCase())) {
      throw pgErrors.duplicateKey('kunde', ['name'], [name]);
    }
    const [created] = db.kunde.insert([
      { name, strasse: args.textOrEmpty('strasse'), plz: args.textOrEmpty('plz'), ort: args.textOrEmpty('ort') },
    ]);
    const clientId = created?.client_id as number;
    db.clientSettings.insert([{ client_id: clientId, kataster_status: false, ordner: null }]);
    return clientId;
  },

  a_set_projektordner: ({ db, args }) => {
    setSetting(db, args.int('client_id'), { ordner: args.textOrEmpty('ordner') });
    return null;
  },

  a_set_kataster_for_client: ({ db, args }) => {
    setSetting(db, args.int('client_id'), { kataster_status: args.bool('kataster_status') });
    return null;
  },

  a_get_appusers_from_client: ({ db, args }) =>
    db.clientAppUsers
      .where({ client_id: args.int('client_id') })
      .flatMap((link): ClientAppUserRow[] => {
        const user = db.benutzer.where({ user_id: link.user_id })[0];
        if (!user) return [];
        const { user_id, first_name, last_name, email, app_status } = user;
        return [{ user_id, first_name, last_name, email, app_status, kataster_enabled: link.kataster_enabled }];
      })
      // By user, not by when the link was made: the SQL service orders them so.
      .sort((a, b) => a.user_id - b.user_id),

  a_get_users_from_client: ({ db, args }) =>
    db.clientAccounts
      .where({ client_id: args.int('client_id') })
      .flatMap((link) => {
        const user = db.benutzer.where({ user_id: link.user_id })[0];
        return user ? [accountRow(db, user, link.username)] : [];
      })
      .sort((a, b) => a.user_id - b.user_id),

  a_get_apus_team_from_client: ({ db }) =>
    db.userTeam
      .where({ apus_team: true })
      .flatMap((team) => {
        const user = db.benutzer.where({ user_id: team.user_id })[0];
        return user ? [accountRow(db, user, user.email)] : [];
      })
      .sort((a, b) => a.user_id - b.user_id),

  a_add_user_to_client: ({ db, args }) => {
    const clientId = args.int('client_id');
    const userId = args.int('user_id');
    const kataster = args.bool('kataster_enabled');
    assertClient(db, clientId, 'kunde_appuser');
    assertUser(db, userId, 'kunde_appuser');
    const filters = db.clientAppUsers.eqFilters({ client_id: clientId, user_id: userId });
    if (db.clientAppUsers.update(filters, { kataster_enabled: kataster }).length === 0) {
      db.clientAppUsers.insert([{ client_id: clientId, user_id: userId, kataster_enabled: kataster }]);
    }
    return null;
  },

  a_connect_user_to_client: ({ db, args }) => {
    const clientId = args.int('client_id');
    const userId = args.int('user_id');
    const username = args.text('username');
    assertClient(db, clientId, 'kunde_account');
    assertUser(db, userId, 'kunde_account');
    // Connecting twice changes nothing (INSERT … ON CONFLICT DO NOTHING).
    if (db.clientAccounts.where({ client_id: clientId, user_id: userId }).length === 0) {
      db.clientAccounts.insert([{ client_id: clientId, user_id: userId, username }]);
    }
    return null;
  },

  a_disconnect_user_from_client: ({ db, args }) => {
    args.textOrNull('username');
    db.clientAccounts.delete(
      db.clientAccounts.eqFilters({ client_id: args.int('client_id'), user_id: args.int('user_id') }),
    );
    return null;
  },
} satisfies Partial<RpcImpls>;
