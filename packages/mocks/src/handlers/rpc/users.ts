import { isRole, type AppUserClient, type AppUserData, type BenutzerRow, type User } from '@waldmonitor/ui/model';
import { BROKEN_USER_EMAIL } from '@waldmonitor/dataservice/demo-users';
import { displayName } from '@waldmonitor/dataservice/seed';
import { PostgrestError, pgErrors } from '../../store/errors';
import { ANONYMOUS_ROLE, SESSION_ROLE, callerEmail } from '../identity';
import type { RpcImpls } from './context';

function withoutMailFlags(row: BenutzerRow): User {
  const { user_id, geb, phone, berufsgruppe, reg_date, geschlecht, app_status, last_name, first_name, email } = row;
  return { user_id, geb, phone, berufsgruppe, reg_date, geschlecht, app_status, last_name, first_name, email };
}

/** E-mail addresses compare case-insensitively, as the identity service treats them. */
const sameMail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const userRpcs = {
  a_get_all_users: ({ db }) =>
    db.benutzer
      .all()
      .sort((a, b) => a.user_id - b.user_id)
      .map(withoutMailFlags),

  a_get_user_data: ({ db, args }) => {
    const email = args.text('email');
    args.textOrNull('id');
    // The demo's broken account: its data cannot be loaded (requirements §4: the role falls back to ogf_new).
    if (sameMail(email, BROKEN_USER_EMAIL)) {
      throw new PostgrestError(500, {
        code: 'XX001',
        message: 'could not read block 4711 in file "base/16384/24576": read only 0 of 8192 bytes',
        details: null,
        hint: null,
      });
    }
    const user = db.benutzer.all().find((row) => sameMail(row.email, email));
    if (!user) return [];
    const team = db.userTeam.where({ user_id: user.user_id })[0];
    const clients = db.clientAppUsers.where({ user_id: user.user_id }).map((link): AppUserClient => ({
      client_id: link.client_id,
      name: db.kunde.where({ client_id: link.client_id })[0]?.name ?? '',
      kataster_enabled: link.kataster_enabled,
    }));
    const data: AppUserData = {
      ...user,
      clients,
      apus_team: team?.apus_team ?? false,
      apus_admin: team?.apus_admin ?? false,
    };
    return [data];
  },

  a_change_app_status: ({ db, args }) => {
    const userId = args.int('user_id');
    args.textOrNull('username');
    const status = args.text('status');
    if (!isRole(status)) throw pgErrors.invalidInput('app_status', status);
    db.benutzer.update(db.benutzer.eqFilters({ user_id: userId }), { app_status: status });
    return null;
  },

  a_get_user_name: ({ db, args }) => {
    const mail = args.text('g_mail');
    const user = db.benutzer.all().find((row) => sameMail(row.email, mail));
    return user ? displayName(user) : null;
  },

  a_get_user_exists: ({ db, args }) => {
    const role = args.text('db_role');
    return db.benutzer.all().some((row) => sameMail(row.email, role));
  },

  a_update_user: ({ db, args }) => {
    const mail = args.text('mail');
    const user = db.benutzer.all().find((row) => sameMail(row.email, mail));
    if (!user) throw pgErrors.raise(400, `Kein Nutzer mit der E-Mail-Adresse ${mail} gefunden.`);
    db.benutzer.update(db.benutzer.eqFilters({ user_id: user.user_id }), {
      first_name: args.textOrEmpty('first_name'),
      last_name: args.textOrEmpty('last_name'),
      phone: args.textOrEmpty('phone'),
      berufsgruppe: args.textOrEmpty('berufsgruppe'),
    });
    return null;
  },

  a_add_user: ({ db, args }) => {
    const mail = args.text('mail').trim();
    if (db.benutzer.all().some((row) => sameMail(row.email, mail))) {
      throw pgErrors.duplicateKey('benutzer', ['email'], [mail]);
    }
    const apusAdmin = args.bool('apus_admin');
    const clientId = args.intOrNull('client_id');
    if (clientId !== null && db.kunde.where({ client_id: clientId }).length === 0) {
      throw pgErrors.foreignKey('kunde_appuser', 'client_id', clientId, 'kunde');
    }
    const [created] = db.benutzer.insert([
      {
        email: mail,
        first_name: args.textOrEmpty('first_name'),
        last_name: args.textOrEmpty('last_name'),
        // Added by an administrator, the account is validated at once.
        app_status: apusAdmin ? 'ogf_admin' : 'ogf_citizens',
        reg_date: new Date().toISOString().slice(0, 10),
        mail_register: false,
        mail_new: false,
        mail_rejected: true,
        mail_published: true,
        mail_expert_request: false,
        mail_expert_approved: false,
      },
    ]);
    const userId = (created as BenutzerRow).user_id;
    db.userTeam.insert([{ user_id: userId, apus_team: args.bool('apus_team'), apus_admin: apusAdmin }]);
    if (clientId !== null) {
      db.clientAppUsers.insert([
        { client_id: clientId, user_id: userId, kataster_enabled: args.bool('kataster_enabled') },
      ]);
      db.clientAccounts.insert([{ client_id: clientId, user_id: userId, username: mail }]);
    }
    return userId;
  },

  a_get_currentuser: ({ request }) => callerEmail(request) ?? ANONYMOUS_ROLE,

  a_get_currentsessionuser: () => SESSION_ROLE,
} satisfies Partial<RpcImpls>;
