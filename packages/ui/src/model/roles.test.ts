import { describe, expect, it } from 'vitest';
import { signedInRole } from './roles';

/** The dashboard's "Sie sind angemeldet als …" with each role value. */
const sentence = (role: string) => {
  const { label, addition } = signedInRole(role);
  return `Sie sind angemeldet als ${label}${addition}.`;
};

describe('signedInRole', () => {
  it.each([
    ['ogf_citizens', 'Sie sind angemeldet als Standard-Nutzer.'],
    ['ogf_expert_query', 'Sie sind angemeldet als Standard-Nutzer mit offener Expertenanfrage.'],
    ['ogf_expert', 'Sie sind angemeldet als Experte.'],
    ['ogf_admin', 'Sie sind angemeldet als Administrator.'],
    ['ogf_new', 'Sie sind angemeldet als Neuer Nutzer.'],
    ['appuser_apus', 'Sie sind angemeldet als appuser_apus.'],
  ])('%s → %s', (role, expected) => {
    expect(sentence(role)).toBe(expected);
  });
});
