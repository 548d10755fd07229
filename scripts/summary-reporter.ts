import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names: where a run's time went, read off CI's last lines. */
const SLOWEST_SHOWN = 12;

/**
 * Prints the slowest files, then one closing line, "Tests: N passed, N failed, N skipped", that CI reads
 * whatever the runner (CI reads the plain closing line "N passed, N failed").
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const slowest = [...testModules]
      .map((module) => ({ file: module.relativeModuleId, project: module.project.name, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    process.stdout.write('\nSlowest files (tests and hooks):\n');
    for (const { file, project, ms } of slowest) process.stdout.write(`${(ms / 1000).toFixed(1).padStart(7)} s  ${project}  ${file}\n`);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
