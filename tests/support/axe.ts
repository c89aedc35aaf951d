import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical findings on the page as it stands (or only inside `include`), one line each:
 * `<where> <rule>: <first targets>`. Waits first for running animations to end: a dialog measured mid-fade has not
 * its colours yet.
 */
export async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const axe = new AxeBuilder({ page });
  const result = await (include ? axe.include(include) : axe).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
