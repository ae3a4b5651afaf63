import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every WCAG 2.0, 2.1 and 2.2 A and AA rule set, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const;

interface AxeRule {
  ruleId: string;
  tags: string[];
}

/**
 * The ids of every rule carrying one of AXE_TAGS, read from the axe-core that @axe-core/playwright
 * injects (its own copy, whose rule list differs from the top-level one). Selecting by tag alone
 * skips rules axe ships switched off or marks 'experimental' (label-content-name-mismatch,
 * css-orientation-lock, target-size, p-as-heading...), so they are named one by one. Rules axe
 * has retired ('deprecated') are left out.
 */
export function axeRuleIds(): string[] {
  const builderPath = require.resolve('@axe-core/playwright');
  const axe = require(require.resolve('axe-core', { paths: [builderPath] })) as { getRules(): AxeRule[] };
  return axe
    .getRules()
    .filter(
      (rule) => !rule.tags.includes('deprecated') && rule.tags.some((tag) => (AXE_TAGS as ReadonlyArray<string>).includes(tag)),
    )
    .map((rule) => rule.ruleId);
}

/**
 * The serious and critical violations of those rules axe-core finds on the page, one line each;
 * with `include`, only within that part (an open dialog, a bar). axe still runs every rule on every
 * element, but details only its violations: building a selector for each of a listing's thousands
 * of passes was a third of the pass (accessibility.e2e 115 → 72 s of tests on a 2-core machine).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withRules(axeRuleIds()).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    );
}
