import type { BrowserContext } from 'playwright-core';

/** What the browser refused or reported under the web server's policy, per browser context. */
export interface CspWatch {
  /** `securitypolicyviolation` events: `directive blocked-uri (source)`. */
  violations: string[];
  /** Console messages naming the Content-Security-Policy (Chromium logs every refusal so). */
  consoleReports: string[];
  /** Uncaught errors, other console errors and failed answers of the app's origin. */
  problems: string[];
}

declare global {
  interface Window {
    waldmonitorCspViolation?: (report: string) => void;
  }
}

/**
 * Watches every page of the context, from before its first script: the document's
 * `securitypolicyviolation` events (reported to the test through a binding, which survives
 * navigations such as the sign-in's round trip) and the console.
 */
export async function watchCsp(context: BrowserContext, appOrigin: string): Promise<CspWatch> {
  const watch: CspWatch = { violations: [], consoleReports: [], problems: [] };
  await context.exposeBinding('waldmonitorCspViolation', (_source, report: string) => {
    watch.violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.waldmonitorCspViolation?.(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The identity provider's own sign-in pages (their fonts, their favicon) are its business.
      if (!page.url().startsWith(appOrigin)) return;
      const text = message.text();
      if (/Content.Security.Policy/i.test(text)) watch.consoleReports.push(text);
      else if (message.type() === 'error') watch.problems.push(`console error: ${text} (${message.location().url})`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(appOrigin) && response.status() >= 400) {
        watch.problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
  });
  return watch;
}
