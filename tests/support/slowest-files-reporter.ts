import type { Reporter, TestModule } from "vitest/node";

/** How many files the end of a run names: where the suite's time goes, for whoever wants it shorter. */
const SHOWN = 10;

/** Prints the slowest test files of the run (import and collection included) after the default reporter's summary. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        return {
          name: `${module.project.name} ${module.relativeModuleId}`,
          ms: diagnostic.collectDuration + diagnostic.duration,
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map((file) => `  ${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
    console.log(`\nThe ${files.length} slowest test files:\n${lines.join("\n")}\n`);
  }
}
