import { describe, expect, it } from 'vitest';
import { copyMessage } from './copyMessage';

describe('copyMessage', () => {
  it.each([
    ['copied', 'Copied "x"'],
    ['fallback', 'Copied "x" (the clipboard was not available, a fallback copied it)'],
    ['failed', 'Could not copy "x": select it and press Ctrl+C'],
  ] as const)('%s reads %j', (outcome, expected) => {
    expect(copyMessage(outcome, '"x"')).toBe(expected);
  });
});
