import { describe, expect, it } from 'vitest';
import type { DoorRequest } from '@waldmonitor/dataservice/embedded';
import { answerKey, firstAnswers } from './firstAnswers';

const request = (method: string, url: string, who = 'admin', body: string | null = null): DoorRequest => ({
  method,
  url,
  headers: [
    ['authorization', `Bearer ${who}`],
    ['accept', 'application/json'],
    ['x-ignored', 'anything'],
  ],
  body,
});

const userData = request('POST', '/data/rpc/a_get_user_data', 'admin', '{"email":"admin@x"}');
const count = request('GET', '/data/benutzer?limit=0&offset=0');
const ANSWER = { status: 200, headers: { 'content-type': 'application/json' }, body: '[{"user_id":4}]' };
const COUNT = { status: 206, headers: { 'content-range': '*/8' }, body: '[]' };
const answers = () => Promise.resolve({ [answerKey(userData)]: ANSWER, [answerKey(count)]: COUNT });

describe('answerKey', () => {
  it('names method, path and query, the shaping headers in a fixed order, and the body', () => {
    expect(answerKey(userData)).toBe(
      'POST /data/rpc/a_get_user_data\naccept: application/json\nauthorization: Bearer admin\n\n{"email":"admin@x"}',
    );
  });

  it('is the same whatever the headers’ order and case, and differs per user', () => {
    const reordered: DoorRequest = {
      ...userData,
      headers: [
        ['Accept', 'application/json'],
        ['Authorization', 'Bearer admin'],
      ],
    };
    expect(answerKey(reordered)).toBe(answerKey(userData));
    expect(answerKey(request('POST', userData.url, 'expert', userData.body))).not.toBe(answerKey(userData));
  });
});

describe('firstAnswers', () => {
  it('answers what the build answered, and nothing else', async () => {
    const early = firstAnswers(answers(), Promise.resolve(true));
    expect(await early.answer(userData)).toBe(ANSWER);
    expect(await early.answer(request('GET', '/data/kaeferarten'))).toBeNull();
    expect(await early.answer(count)).toBe(COUNT);
  });

  it('answers nothing when the database is not the snapshot', async () => {
    const early = firstAnswers(answers(), Promise.resolve(false));
    expect(await early.answer(userData)).toBeNull();
  });

  it('answers nothing when the file could not be read', async () => {
    const early = firstAnswers(Promise.reject(new Error('404')), Promise.resolve(true));
    expect(await early.answer(userData)).toBeNull();
  });

  it('answers nothing more after a call that may have written', async () => {
    const early = firstAnswers(answers(), Promise.resolve(true));
    expect(await early.answer(request('POST', '/data/rpc/a_change_app_status', 'admin', '{}'))).toBeNull();
    expect(await early.answer(userData)).toBeNull();
  });

  it('answers nothing more once stopped (another tab has the data)', async () => {
    const early = firstAnswers(answers(), Promise.resolve(true));
    early.stop();
    expect(await early.answer(count)).toBeNull();
  });
});
