/**
 * @module The command's last line, PASS or FAIL, in plain node (launch.mjs runs without tsx). It
 * names the operations the verdict does not cover, skipped (side effects not allowed) or unverified
 * (no request accepted), so a green line never hides them.
 */

/** @typedef {{ requestsSent: number; findings: number; failing: number; skipped: readonly number[]; unverified: readonly number[] }} LineSummary */

/**
 * @param {boolean} pass
 * @param {LineSummary} summary
 * @param {number} failedTests
 * @param {string} reportDir
 */
export function verdictLine(pass, summary, failedTests, reportDir) {
  const list = (/** @type {readonly number[]} */ ops) => ops.map((n) => `#${n}`).join(' ');
  const uncovered = [];
  if (summary.skipped.length > 0)
    uncovered.push(
      `${summary.skipped.length} operations skipped (side effects not allowed: ${list(summary.skipped)})`,
    );
  if (summary.unverified.length > 0)
    uncovered.push(`${summary.unverified.length} unverified (${list(summary.unverified)})`);
  const counts = `${summary.requestsSent} requests, ${summary.findings} findings (${summary.failing} failing), ${failedTests} failed tests`;
  return `${pass ? 'PASS' : 'FAIL'}: ${[counts, ...uncovered].join(', ')}; reports in ${reportDir}`;
}
