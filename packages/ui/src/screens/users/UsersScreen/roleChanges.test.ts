import { describe, expect, it } from 'vitest';
import { roleChangeDoneText, roleChangeQuestion, roleChangesFor } from './roleChanges';

describe('roleChangesFor', () => {
  it('offers approve, reject and the two other roles for a pending request', () => {
    expect(roleChangesFor({ user_id: 5, app_status: 'ogf_expert_query' }, 1)).toEqual([
      { kind: 'approve', status: 'ogf_expert', label: 'Expertenanfrage annehmen' },
      { kind: 'reject', status: 'ogf_citizens', label: 'Expertenanfrage ablehnen' },
      { kind: 'assign', status: 'ogf_admin', label: 'Rolle „Administrator“ zuweisen' },
      { kind: 'assign', status: 'ogf_new', label: 'Rolle „Neuer Nutzer“ zuweisen' },
    ]);
  });

  it('offers every other assignable role, never ogf_expert_query', () => {
    expect(roleChangesFor({ user_id: 7, app_status: 'ogf_citizens' }, 1).map((change) => change.status)).toEqual([
      'ogf_expert',
      'ogf_admin',
      'ogf_new',
    ]);
    expect(roleChangesFor({ user_id: 7, app_status: 'ogf_admin' }, 1).map((change) => change.status)).toEqual([
      'ogf_citizens',
      'ogf_expert',
      'ogf_new',
    ]);
  });

  it('offers nothing for the signed-in administrator', () => {
    expect(roleChangesFor({ user_id: 4, app_status: 'ogf_admin' }, 4)).toEqual([]);
  });
});

describe('roleChangeQuestion and roleChangeDoneText', () => {
  it('asks before approving and says what happened', () => {
    const [approve] = roleChangesFor({ user_id: 5, app_status: 'ogf_expert_query' }, null);
    expect(roleChangeQuestion(approve!, { app_status: 'ogf_expert_query' }, 'Andreas Ahrens')).toEqual({
      title: 'Expertenanfrage annehmen?',
      message: 'Andreas Ahrens erhält die Rolle „Experte“ und kann Käfermeldungen prüfen und veröffentlichen.',
      confirmLabel: 'Annehmen',
      tone: 'default',
      failed: 'Die Expertenanfrage von Andreas Ahrens wurde nicht angenommen.',
    });
    expect(roleChangeDoneText(approve!, 'Andreas Ahrens')).toBe('Andreas Ahrens ist jetzt Experte.');
  });

  it('names the old and new role when assigning, with the consequence of admin rights', () => {
    const admin = { kind: 'assign', status: 'ogf_admin', label: '' } as const;
    expect(roleChangeQuestion(admin, { app_status: 'ogf_expert' }, 'Erik Eichhorn').message).toBe(
      'Erik Eichhorn erhält die Rolle „Administrator“ statt „Experte“. Administratoren sehen und ändern alle Daten, auch Nutzer und Rechnungen.',
    );
    expect(roleChangeDoneText(admin, 'Erik Eichhorn')).toBe('Erik Eichhorn hat jetzt die Rolle „Administrator“.');
  });

  it('marks rejecting as the dangerous choice', () => {
    const reject = { kind: 'reject', status: 'ogf_citizens', label: '' } as const;
    expect(roleChangeQuestion(reject, { app_status: 'ogf_expert_query' }, 'A').tone).toBe('danger');
    expect(roleChangeDoneText(reject, 'A')).toBe('Die Expertenanfrage von A wurde abgelehnt.');
  });
});
