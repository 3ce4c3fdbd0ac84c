// Prints one closing line for CI from the JSON reports of Vitest and Playwright:
// "tests: N passed, N failed, N skipped". Exits non-zero when a report is missing or counts a failure.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report: ${file}`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON)
    counts.passed = report.numPassedTests;
    counts.failed = report.numFailedTests;
    counts.skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright
    counts.passed = report.stats.expected + (report.stats.flaky ?? 0);
    counts.failed = report.stats.unexpected;
    counts.skipped = report.stats.skipped;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`${file}: ${JSON.stringify(counts)}`);
}

if (passed === 0) process.exitCode = 1;
if (failed > 0) process.exitCode = 1;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
