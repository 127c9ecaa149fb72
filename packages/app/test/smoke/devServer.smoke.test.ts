import { describe, expect, it } from 'vitest';
import { setupServedCommand } from './readmeCommand';
import { walkProductRoles, walkTemplatePart } from './walks';

/**
 * `npm run dev`: the development server's demo, for those who change code. Nothing else in the
 * suite runs it, and its module graph differs from a build's (Vite pre-bundles whole
 * dependencies), so a demo that only the development server breaks is seen here.
 */
describe('npm run dev', () => {
  const served = setupServedCommand('dev');

  /** A walk that fails says what the development server printed (a re-optimisation, an error). */
  const withServerOutput = async <T>(walk: Promise<T>): Promise<T> => {
    try {
      return await walk;
    } catch (error) {
      throw new Error(`${String(error)}\n--- npm run dev printed (its end):\n${served.server.output().slice(-6000)}`, {
        cause: error,
      });
    }
  };

  it('every demo role signs in and opens every page of its menu without an error', async () => {
    const report = await withServerOutput(walkProductRoles(served.browser, served.server.url));
    expect(report.problems).toEqual([]);
    expect(report.opened.length).toBeGreaterThanOrEqual(10);
  });

  it("the template part's administrator opens every page of its menu without an error", async () => {
    const report = await withServerOutput(walkTemplatePart(served.browser, served.server.url));
    expect(report.problems).toEqual([]);
  });
});
