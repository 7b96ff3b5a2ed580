import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the issues ask (axe-core's tags for levels A and AA up to 2.2). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is and fails with each violation's rule and elements. */
export async function expectNoAxeViolations(page: Page) {
  // An axe run takes seconds on a busy machine: each check adds its own time to the test's budget.
  test.info().setTimeout(test.info().timeout + 15_000);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
