/**
 * Content-Security-Policy violations, recorded for every page of a test: Chromium reports each
 * blocked script, style, frame, image or connection on the console ("… violates the following
 * Content Security Policy directive …"), and the document fires `securitypolicyviolation`, which the
 * init script below turns into a console line too, so nothing is missed when the message wording
 * changes. Workers of the page are listened to as well.
 *
 * Import `test` from here instead of '@playwright/test': each test then fails when any of its pages
 * logged a violation. A test that expects violations (one that frames the site on purpose) sets
 * `test.use({ cspViolationsExpected: true })` and reads the `cspViolations` list itself.
 */
import { test as base, expect, type ConsoleMessage, type Worker } from '@playwright/test';

const MARK = 'securitypolicyviolation:';
const IS_VIOLATION = /Content Security Policy|securitypolicyviolation:/;

interface CspFixtures {
  cspViolations: string[];
  cspViolationsExpected: boolean;
}

export const test = base.extend<CspFixtures>({
  cspViolationsExpected: [false, { option: true }],
  cspViolations: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (IS_VIOLATION.test(message.text())) violations.push(message.text());
      };
      const watchWorker = (worker: Worker) => worker.on('console', record);
      await context.addInitScript((mark: string) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI}`),
        );
      }, MARK);
      context.on('console', record);
      context.on('serviceworker', watchWorker);
      for (const page of context.pages()) page.on('worker', watchWorker);
      context.on('page', (page) => page.on('worker', watchWorker));
      await use(violations);
      if (!cspViolationsExpected) expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
