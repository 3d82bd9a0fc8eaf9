import axe from "axe-core";
import type { Page } from "playwright-core";

/** The rules every screen must pass: WCAG 2.1 A and AA (design §2). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's own options: only violations are gathered in full (passes and incomplete keep one node each, so no selector
 * is computed for the thousands of elements that pass); every rule of the tags still runs on every element.
 */
const RUN_OPTIONS: axe.RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };

interface Found {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; message: string }[];
}

/**
 * Every WCAG 2.1 A/AA violation axe finds on the page as it is now, one line each with the elements it was found on,
 * each line starting with `where`. axe is put into the document once and run there with `axe.run`: the
 * `@axe-core/playwright` builder evaluated axe's 550 kB source again on every run and finished each run in a new tab,
 * ten times the time of the run itself.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (options): Promise<Found[]> => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(" "),
        message: [...node.any, ...node.all, ...node.none][0]?.message ?? "",
      })),
    }));
  }, RUN_OPTIONS);
  return found.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target}: ${node.message}`).join("\n");
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${targets}`;
  });
}
