import { existsSync, readFileSync } from 'node:fs';

// Prints one plain closing line per suite ("unit: 601 passed, 0 failed") from vitest's JSON
// reports, so CI logs end with counts any reader (or tool) can find without parsing colours.
const suites = {
  unit: '.tmp/test-results/unit.json',
  integration: '.tmp/test-results/integration.json',
  e2e: '.tmp/test-results/e2e.json',
};
let passed = 0;
let failed = 0;
for (const [name, file] of Object.entries(suites)) {
  if (!existsSync(file)) {
    console.log(`${name}: no report at ${file}`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed`);
