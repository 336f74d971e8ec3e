/**
 * The axe-core scanner every end-to-end test uses. Same rules as a default
 * `AxeBuilder` (best practices included), set up for speed:
 * - legacy mode runs `axe.run` in the page itself instead of collecting
 *   partial results and finishing them in a second page (that matters only
 *   for cross-origin frames, and the site has none);
 * - `resultTypes: ['violations']` skips building selectors and snippets for
 *   every node that passes; violations keep all their nodes.
 * Measured on /developer/developer/api/v3/onramp (4,900 elements): 11.6 s → 4.5 s.
 * One rule more than the default: `target-size` (WCAG 2.2 AA), which axe
 * leaves off but Lighthouse's accessibility score counts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForIdle } from './fixtures';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
}

type AxeViolation = AxeResults['violations'][number];

function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} — ${node.target.join(' ')} — ${node.html.slice(0, 160)}`,
    ),
  );
}

/** Images without a proper text alternative. */
async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const decorative = (element: Element) =>
      element.getAttribute('role') === 'presentation' ||
      element.getAttribute('role') === 'none' ||
      element.closest('[aria-hidden="true"]') !== null;
    for (const img of Array.from(document.querySelectorAll('img'))) {
      const alt = img.getAttribute('alt');
      if (alt === null) problems.push(`img without alt: ${img.outerHTML.slice(0, 160)}`);
      const inContent = img.closest('article, .markdown') !== null;
      if (inContent && alt !== null && alt.trim() === '' && !decorative(img)) {
        problems.push(`content image or diagram with empty alt: ${img.getAttribute('src')}`);
      }
      // An entity left in the text is read out as "ampersand hash 39".
      if (alt !== null && /&(#\d+|#x[\da-f]+|[a-z]+);/i.test(alt))
        problems.push(`alt text with an HTML entity: ${alt}`);
    }
    for (const svg of Array.from(document.querySelectorAll('svg[role="img"]'))) {
      const named = svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby') || svg.querySelector('title');
      if (!named) problems.push(`svg role=img without a name: ${svg.outerHTML.slice(0, 160)}`);
    }
    return problems;
  });
}

/**
 * Scans the page once it has settled (wide tables become focusable groups
 * once measured, after hydration), in the dark theme the site always shows,
 * and fails the test on any axe violation (every node listed), if the
 * best-practice rules did not run, or on an image without a proper text
 * alternative. `excludeCode` leaves out the code inside code blocks (their
 * token colours do not change with the width; one scan at desktop width
 * checks them).
 */
export async function expectAccessible(page: Page, label: string, { excludeCode = false } = {}): Promise<void> {
  await waitForIdle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const scan = axe(page);
  if (excludeCode) scan.exclude('.prism-code code');
  const results = await scan.analyze();
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
  const ranBestPractice = [...results.passes, ...results.inapplicable, ...results.incomplete].some((rule) =>
    rule.tags.includes('best-practice'),
  );
  expect(ranBestPractice, 'best-practice rules ran').toBe(true);
  expect(await imageProblems(page), `images on ${label}`).toEqual([]);
}
