// Counts a vitest JSON report: passed, failed and skipped tests, and a file that failed before its
// tests ran (an import error, a failing hook) as one failure more. No report at all is a failure.
import { existsSync, readFileSync } from 'node:fs';

export function countReport(reportFile) {
  if (!existsSync(reportFile)) {
    process.stdout.write(`✗ vitest wrote no report (${reportFile})\n`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'));
  for (const file of brokenFiles) process.stdout.write(`✗ suite failed to run: ${file.name}\n${file.message ?? ''}\n`);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}
