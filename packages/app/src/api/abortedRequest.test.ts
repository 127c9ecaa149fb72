import { describe, expect, it } from 'vitest';
import { TemplateApiError } from '../templateApi';
import { DataServiceError } from './DataServiceError';
import { isAbortedRequest } from './abortedRequest';

const abort = () => new DOMException('The user aborted a request.', 'AbortError');
const looped = () => {
  const error = new Error('loop');
  error.cause = error;
  return error;
};

describe('isAbortedRequest', () => {
  it.each([
    ['an AbortError', abort(), true],
    [
      "the template client's error for an AbortError",
      new TemplateApiError('aborted', undefined, { cause: abort() }),
      true,
    ],
    ['a DataServiceError of kind aborted', new DataServiceError('Anfrage abgebrochen.', { kind: 'aborted' }), true],
    ['a timeout', new DOMException('signal timed out', 'TimeoutError'), false],
    ['a network error', new TypeError('Failed to fetch'), false],
    [
      "the template API's refusal (50008)",
      new TemplateApiError('Login failed, unable to get user details.', 50008),
      false,
    ],
    ['a cause chain that loops', looped(), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_, error, expected) => {
    expect(isAbortedRequest(error)).toBe(expected);
  });

  it('takes any failure while the page is being left as aborted, until it is shown again', () => {
    window.dispatchEvent(new Event('pagehide'));
    try {
      expect(isAbortedRequest(new TypeError('Failed to fetch'))).toBe(true);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    expect(isAbortedRequest(new TypeError('Failed to fetch'))).toBe(false);
  });
});
