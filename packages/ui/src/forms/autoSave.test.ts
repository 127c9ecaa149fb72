import { describe, expect, it } from 'vitest';
import { describeServiceError } from '../model/contract/errors';
import { autoSaveReducer, initialAutoSave, needsSave, type AutoSaveAction, type AutoSaveState } from './autoSave';

/** A refused save as the one mapping reads it. */
const refused = describeServiceError({ status: 403, code: '42501', message: 'permission denied for table karte' });

const run = <T>(state: AutoSaveState<T>, ...actions: AutoSaveAction<T>[]) => actions.reduce(autoSaveReducer<T>, state);

describe('given a field loaded with 1987', () => {
  const start = initialAutoSave<number | null>(1987);

  it('is idle and needs no save for the same value', () => {
    expect(start).toEqual({ draft: 1987, saved: 1987, status: 'idle', problem: null, pending: null });
    expect(needsSave(start, 1987)).toBe(false);
  });

  it('after an edit to 1988 needs a save', () => {
    const edited = run(start, { type: 'edit', value: 1988 });
    expect(edited.draft).toBe(1988);
    expect(needsSave(edited, 1988)).toBe(true);
  });

  it('while saving needs no second save (a double blur sends once)', () => {
    const saving = run(start, { type: 'start', value: 1988 });
    expect(saving.status).toBe('saving');
    expect(saving.pending).toBe(1988);
    expect(needsSave(saving, 1989)).toBe(false);
  });

  it('after success is saved with the new value', () => {
    const done = run(start, { type: 'start', value: 1988 }, { type: 'succeed', value: 1988 });
    expect(done).toEqual({ draft: 1988, saved: 1988, status: 'saved', problem: null, pending: null });
  });

  it('an edit after a save leaves "saved" behind', () => {
    const done = run(
      start,
      { type: 'start', value: 1988 },
      { type: 'succeed', value: 1988 },
      { type: 'edit', value: 19 },
    );
    expect(done.status).toBe('idle');
  });

  it('after a failure keeps the draft and the message, and a retry of the same value saves', () => {
    const failed = run(start, { type: 'start', value: 1988 }, { type: 'fail', problem: refused });
    expect(failed).toEqual({ draft: 1988, saved: 1987, status: 'failed', problem: refused, pending: null });
    expect(needsSave(failed, 1988)).toBe(true);
  });

  it('takes a value from outside while the person has no draft of their own', () => {
    expect(run(start, { type: 'external', value: 2001 })).toMatchObject({ draft: 2001, saved: 2001 });
  });

  it('keeps the person’s draft when a value arrives from outside', () => {
    const kept = run(start, { type: 'edit', value: 1990 }, { type: 'external', value: 2001 });
    expect(kept).toMatchObject({ draft: 1990, saved: 2001 });
  });

  it('keeps a failed draft when a value arrives from outside', () => {
    const failed = run(
      start,
      { type: 'start', value: 1990 },
      { type: 'fail', problem: refused },
      { type: 'external', value: 2001 },
    );
    expect(failed).toMatchObject({ draft: 1990, saved: 2001, status: 'failed' });
  });

  it('treats an unchanged outside value as nothing new', () => {
    const edited = run(start, { type: 'edit', value: 1990 });
    expect(run(edited, { type: 'external', value: 1987 })).toBe(edited);
  });
});
