import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's script, put into a page once and run there directly. @axe-core/playwright put it in again on every
 * check and finished each in a blank page of its own: 650–1,000 ms a screen against about 100 ms for the same rules
 * on the same screen (docs/decisions.md "Accessibility checks run axe-core in the page").
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: ContextObject | Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** Until every running animation on the page (CSS transitions among them) has ended. */
async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * axe's serious and critical findings, one per rule and element: [rule, target]. Every rule axe runs by default, as
 * before; only violations are gathered (the passes were read back and dropped). The screens checked have no frames.
 */
async function findings(page: Page, include?: string): Promise<Array<[string, string]>> {
  // A page load leaves a fresh window: axe goes in again then, and only then.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const result = await window.axe!.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'], iframes: false });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n): [string, string] => [v.id, n.target.join(' ')]));
  }, include);
}

/**
 * axe-core's serious and critical findings on the page as it stands (or only inside `include`), one line each:
 * `<where> <rule>: <first targets>`. Waits first for running animations to end: a dialog measured mid-fade has not
 * its colours yet. A finding is confirmed by a second look once the page's animations have ended again: a button
 * that was enabled as its list's count arrived, in the moment between the wait and axe's read, was measured
 * half-way through its opacity transition (4.22:1 for its 10.5 pt text, seen on a busy machine), which no user reads.
 */
export async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await animationsEnded(page);
  let found = await findings(page, include);
  if (found.length) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await animationsEnded(page);
    const again = new Set((await findings(page, include)).map((finding) => finding.join(' ')));
    found = found.filter((finding) => again.has(finding.join(' ')));
  }
  const byRule = new Map<string, string[]>();
  for (const [rule, target] of found) byRule.set(rule, [...(byRule.get(rule) ?? []), target]);
  return [...byRule].map(([rule, targets]) => `${where} ${rule}: ${targets.slice(0, 3).join(', ')}`);
}
