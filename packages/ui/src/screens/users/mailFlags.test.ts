import { describe, expect, it } from 'vitest';
import { ALL_MAIL_FLAGS, MAIL_FLAG_FIELDS, mailFlagsForRole } from './mailFlags';

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
