import { beforeEach, describe, expect, it } from 'vitest';
import { captureError, clearErrorLog, errorLogStore, installErrorCapture } from './errorLog';

beforeEach(clearErrorLog);

describe('the template error log', () => {
  it('keeps message, info, URL, stack and source of a captured error', () => {
    const error = new TypeError('bad value');
    captureError(error, 'render', 'React render in ArticleCard');
    expect(errorLogStore.get()).toEqual([
      expect.objectContaining({
        message: 'bad value',
        info: 'React render in ArticleCard',
        url: window.location.href,
        stack: error.stack,
        source: 'render',
      }),
    ]);
  });

  it('names the source when no info is given, and clears', () => {
    captureError('plain text', 'promise');
    expect(errorLogStore.get()[0]).toMatchObject({ message: 'plain text', info: 'Unhandled promise rejection' });
    clearErrorLog();
    expect(errorLogStore.get()).toEqual([]);
  });

  it('captures uncaught errors and unhandled rejections once installed, however often it is installed', () => {
    installErrorCapture();
    installErrorCapture();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    expect(errorLogStore.get().map((entry) => [entry.source, entry.message])).toEqual([
      ['error', 'uncaught'],
      ['promise', 'rejected'],
    ]);
  });
});
