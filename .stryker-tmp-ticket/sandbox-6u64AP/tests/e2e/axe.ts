// @ts-nocheck
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { saveFilterOnce } from './helpers';

/** The WCAG 2.2 AA rule set: A and AA of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const FAILING_IMPACTS = new Set(['critical', 'serious']);

export interface AxeScanOptions {
  /** CSS selectors to scan instead of the whole page (a popup, the drawer). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
}

function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ') ?? ''}`,
        )
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact ?? '?'}] ${violation.id} (${violation.nodes.length} nodes): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe-core (WCAG 2.2 AA tags) on what the page shows now and fails, listing every node, when a
 * critical or serious rule fails. Moderate and minor findings are printed, not failed. With
 * A11Y_REPORT=1 each scan prints one JSON line (screen, rule ids and node counts) for the figures.
 */
export async function expectNoAxeViolations(
  page: Page,
  screen: string,
  options: AxeScanOptions = {},
): Promise<void> {
  // label-in-name (WCAG 2.5.3, axe label-content-name-mismatch) is experimental in axe, so it is switched on by name.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_22_AA_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) =>
    FAILING_IMPACTS.has(violation.impact ?? ''),
  );
  const other = results.violations.filter(
    (violation) => !FAILING_IMPACTS.has(violation.impact ?? ''),
  );
  if (process.env.A11Y_REPORT === '1') {
    console.log(
      JSON.stringify({
        screen,
        failing: failing.map(
          (violation) => `${violation.impact}:${violation.id}:${violation.nodes.length}`,
        ),
        other: other.map(
          (violation) => `${violation.impact}:${violation.id}:${violation.nodes.length}`,
        ),
      }),
    );
  }
  if (other.length > 0 && process.env.A11Y_REPORT !== '1') {
    console.log(`axe, ${screen}: moderate/minor findings\n${describe(other)}`);
  }
  expect(
    failing,
    `axe on "${screen}": critical or serious violations\n${describe(failing)}`,
  ).toEqual([]);
}

/**
 * Waits until the home screen has all it loads on its own (odds or the empty-list message, the
 * announcement bar, the banners), so a scan never misses a part that arrives late.
 */
export async function homeSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="price"], [data-testid="no-data"]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('announcement-bar')).toBeVisible();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
}

export type Locale = 'th' | 'en';

/** Opens an entry in a language with a saved filter (set once per tab, so reloads keep the member's changes). */
export async function openAs(
  page: Page,
  locale: Locale,
  entry: string,
  filter: Record<string, unknown> = {},
): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost' }]);
  await saveFilterOnce(page, filter);
  await page.goto(entry);
}
