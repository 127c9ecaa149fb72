import { describe, expect, it } from 'vitest';
import { displayName, listName, roleTone, userRoleLabel } from './userDisplay';

describe('userRoleLabel', () => {
  it.each([
    ['ogf_citizens', 'Standard-Nutzer'],
    ['ogf_expert_query', 'Expertenanfrage offen'],
    ['ogf_expert', 'Experte'],
    ['ogf_admin', 'Administrator'],
    ['ogf_new', 'Neuer Nutzer'],
    ['appuser_apus', 'appuser_apus'],
  ])('%s → %s', (role, label) => {
    expect(userRoleLabel(role)).toBe(label);
  });
});

describe('roleTone', () => {
  it('marks a pending request as a warning and unknown values as neutral', () => {
    expect(roleTone('ogf_expert_query')).toBe('warning');
    expect(roleTone('ogf_admin')).toBe('primary');
    expect(roleTone('something')).toBe('neutral');
  });
});

describe('displayName and listName', () => {
  it.each([
    [{ first_name: 'Erik', last_name: 'Eichhorn' }, 'Erik Eichhorn', 'Eichhorn, Erik'],
    [{ first_name: ' Erik ', last_name: null }, 'Erik', 'Erik'],
    [{ first_name: null, last_name: 'Eichhorn' }, 'Eichhorn', 'Eichhorn'],
    [{ first_name: '', last_name: '  ' }, 'e@wald.example', 'e@wald.example'],
  ])('%o → %s / %s', (names, display, list) => {
    const user = { ...names, email: 'e@wald.example' };
    expect(displayName(user)).toBe(display);
    expect(listName(user)).toBe(list);
  });
});
