import { ROLES, roleLabel, type Role } from '../../../model/roles';
import type { User } from '../../../model/entities';
import { userRoleLabel } from '../userDisplay';

export type RoleChangeKind = 'approve' | 'reject' | 'assign';

/** One status change an administrator can make (`a_change_app_status {user_id, username, status}`). */
export interface RoleChange {
  kind: RoleChangeKind;
  status: Role;
  /** The menu entry. */
  label: string;
}

/**
 * The roles an administrator sets from a user's menu (designed). `ogf_expert_query` is
 * not among them: it is the person's own request, made on the profile's Experte tab.
 */
export const ASSIGNABLE_ROLES: readonly Role[] = [ROLES.citizen, ROLES.expert, ROLES.admin, ROLES.new];

/** The decision on a pending request: approve → ogf_expert, reject → ogf_citizens. */
export const APPROVE: RoleChange = { kind: 'approve', status: ROLES.expert, label: 'Expertenanfrage annehmen' };
export const REJECT: RoleChange = { kind: 'reject', status: ROLES.citizen, label: 'Expertenanfrage ablehnen' };

/**
 * The changes offered for a user: for a pending request the decision first, then every
 * other assignable role. None for the signed-in administrator: taking away one's own
 * admin role would lock one out of this page.
 */
export function roleChangesFor(user: Pick<User, 'user_id' | 'app_status'>, currentUserId: number | null): RoleChange[] {
  if (user.user_id === currentUserId) return [];
  const isPending = user.app_status === ROLES.expertQuery;
  const decided = isPending ? [APPROVE.status, REJECT.status] : [];
  const assign = ASSIGNABLE_ROLES.filter((role) => role !== user.app_status && !decided.includes(role)).map(
    (status): RoleChange => ({ kind: 'assign', status, label: `Rolle „${roleLabel(status)}“ zuweisen` }),
  );
  return isPending ? [APPROVE, REJECT, ...assign] : assign;
}

export interface RoleChangeQuestion {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'default' | 'danger';
  /** What did not happen when the change fails, said before the reason. */
  failed: string;
}

const ASSIGN_CONSEQUENCES: Partial<Record<Role, string>> = {
  ogf_admin: ' Administratoren sehen und ändern alle Daten, auch Nutzer und Rechnungen.',
  ogf_new: ' Als neuer Nutzer kann die Person bis zur Freischaltung nur das Dashboard öffnen.',
};

/** The confirmation asked before the change is sent. */
export function roleChangeQuestion(
  change: RoleChange,
  user: Pick<User, 'app_status'>,
  name: string,
): RoleChangeQuestion {
  switch (change.kind) {
    case 'approve':
      return {
        title: 'Expertenanfrage annehmen?',
        message: `${name} erhält die Rolle „Experte“ und kann Käfermeldungen prüfen und veröffentlichen.`,
        confirmLabel: 'Annehmen',
        tone: 'default',
        failed: `Die Expertenanfrage von ${name} wurde nicht angenommen.`,
      };
    case 'reject':
      return {
        title: 'Expertenanfrage ablehnen?',
        message: `${name} bleibt Standard-Nutzer und kann den Expertenstatus später erneut beantragen.`,
        confirmLabel: 'Ablehnen',
        tone: 'danger',
        failed: `Die Expertenanfrage von ${name} wurde nicht abgelehnt.`,
      };
    case 'assign':
      return {
        title: 'Rolle ändern?',
        message:
          `${name} erhält die Rolle „${roleLabel(change.status)}“ statt „${userRoleLabel(user.app_status)}“.` +
          (ASSIGN_CONSEQUENCES[change.status] ?? ''),
        confirmLabel: 'Rolle ändern',
        tone: change.status === ROLES.new ? 'danger' : 'default',
        failed: `Die Rolle von ${name} wurde nicht geändert.`,
      };
  }
}

/** The message shown once the change is saved. */
export function roleChangeDoneText(change: RoleChange, name: string): string {
  switch (change.kind) {
    case 'approve':
      return `${name} ist jetzt Experte.`;
    case 'reject':
      return `Die Expertenanfrage von ${name} wurde abgelehnt.`;
    case 'assign':
      return `${name} hat jetzt die Rolle „${roleLabel(change.status)}“.`;
  }
}
