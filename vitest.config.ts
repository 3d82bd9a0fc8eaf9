import { defineConfig } from "vitest/config";

/**
 * The run's results as JSON beside the console output, one file per npm script (`test`, `test-resilience`), which
 * `.ci/run` adds up into the CI log's closing line.
 */
const resultsFile = `test-results/${(process.env.npm_lifecycle_event ?? "vitest").replace(/[^a-z0-9-]/gi, "-")}.json`;

export default defineConfig({
  test: {
    reporters: ["default", ["json", { outputFile: resultsFile }], "./tests/support/slowest-files-reporter.ts"],
    setupFiles: ["./tests/support/fail-on-console-error.ts"],
    // One migrated SQLite file and PostgreSQL database per run, which fresh test databases are copied from.
    globalSetup: ["./tests/support/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time in every project that runs files in parallel. Vitest's own default is one fewer than the
    // cores, which is one here: most of a file's time is spent waiting on a database, a server or a browser in another
    // process, so a second worker uses the time the first one waits.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Needs no build: `npm run test:unit` works on a clean clone.
          name: "unit",
          include: ["app/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Real servers and scripts as child processes; most load the build (BUILD_DIR), so the scripts build first.
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          // Two files at a time (maxWorkers above), each with its own server and DATA_DIR, both on the run's one
          // Chromium and one Nu Html Checker; every page's console errors fail its test
          // (tests/support/fail-on-page-errors.ts).
          setupFiles: ["./tests/support/fail-on-page-errors.ts"],
          globalSetup: ["./tests/support/html-checker-service.ts"],
          // Assertions on the page retry (`expect.poll`) until it shows the state, well within the test's 30 s.
          expect: { poll: { timeout: 5_000, interval: 50 } },
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:resilience`: load, faults and fuzz (issue #7). Each file starts its own servers and needs
          // both cores, so files run one after another and are not part of `npm test`.
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
