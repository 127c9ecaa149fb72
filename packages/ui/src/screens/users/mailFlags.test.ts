import { describe, expect, it } from 'vitest';
import { ALL_MAIL_FLAGS, MAIL_FLAG_FIELDS, mailFlagsForRole, mailSummary } from './mailFlags';

describe('MAIL_FLAG_FIELDS', () => {
  it('lists the six flags of requirements §3 once each', () => {
    expect(ALL_MAIL_FLAGS).toEqual([
      'mail_register',
      'mail_new',
      'mail_rejected',
      'mail_published',
      'mail_expert_request',
      'mail_expert_approved',
    ]);
    expect(new Set(MAIL_FLAG_FIELDS.map((field) => field.label)).size).toBe(6);
  });
});

describe('mailFlagsForRole', () => {
  it.each([
    ['ogf_admin', [...ALL_MAIL_FLAGS]],
    ['ogf_expert', ['mail_new', 'mail_rejected', 'mail_published', 'mail_expert_approved']],
    ['ogf_citizens', ['mail_rejected', 'mail_published', 'mail_expert_approved']],
    ['ogf_expert_query', ['mail_rejected', 'mail_published', 'mail_expert_approved']],
  ])('%s chooses %j', (role, flags) => {
    expect(mailFlagsForRole(role)).toEqual(flags);
  });
});

describe('mailSummary', () => {
  const none = Object.fromEntries(ALL_MAIL_FLAGS.map((flag) => [flag, false])) as Record<
    (typeof ALL_MAIL_FLAGS)[number],
    boolean
  >;
  it.each([
    ['none', {}, { short: 'keine', names: 'keine' }],
    ['one', { mail_new: true }, { short: '1 von 6', names: 'Neue Meldungen' }],
    [
      'three, in the flags order',
      { mail_expert_approved: true, mail_register: true, mail_published: true },
      { short: '3 von 6', names: 'Registrierung, Veröffentlichte Meldungen, Bestätigte Expertenanfragen' },
    ],
    [
      'all',
      Object.fromEntries(ALL_MAIL_FLAGS.map((flag) => [flag, true])),
      {
        short: 'alle',
        names:
          'Registrierung, Neue Meldungen, Abgelehnte Meldungen, Veröffentlichte Meldungen, Expertenanfragen, Bestätigte Expertenanfragen',
      },
    ],
  ])('%s', (_, flags, expected) => {
    expect(mailSummary({ ...none, ...flags })).toEqual(expected);
  });
});
