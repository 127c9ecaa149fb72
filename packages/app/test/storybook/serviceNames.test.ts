import { describe, expect, it } from 'vitest';
import { codeFormatServiceNames } from '../../../../.storybook/serviceNames';

describe('codeFormatServiceNames', () => {
  it('puts a call name in code formatting, so Markdown keeps its underscores', () => {
    expect(codeFormatServiceNames('Every user (a_get_all_users), as one read.')).toBe(
      'Every user (`a_get_all_users`), as one read.',
    );
  });

  it('leaves names already in code, and words without underscores, as they are', () => {
    expect(codeFormatServiceNames('Calls `a_set_archive_for_rn` and then reloads')).toBe(
      'Calls `a_set_archive_for_rn` and then reloads',
    );
  });
});
