// axe-core in the journeys: puts axe into a page and runs it on the WCAG 2.0/2.1 A and AA rules plus axe's best
// practices. The site's CSP forbids inline scripts, so axe is not added as a <script>: Playwright's evaluate runs
// through the DevTools protocol, which the page's CSP does not govern.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  return axeSource;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** The impacts that fail a journey. */
export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** Runs axe on the page (or on the part of it matching `include`) and returns its violations. */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const options: RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([context, runOptions]) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      return axe.run(context ?? document, runOptions);
    },
    [include ?? null, options] as const,
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | '),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

/** The violations that fail a journey: serious or critical. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact && BLOCKING_IMPACTS.includes(v.impact));
}

/** One line per element: "rule (impact) target — what is wrong", for a failure message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target} — ${n.summary}`))
    .join('\n');
}
