/**
 * @module What the run did not do, in one place: operations skipped (and why), the budget cut,
 * probes not run by configuration, checks not judged for want of a fact, and facts not established.
 */

import { formatAnswers } from '../../core/answers.ts';
import { neededFactWords } from '../../core/needed-fact.ts';
import type { Observation } from '../../core/observation.ts';
import type { RunRecord } from '../../core/run-record.ts';
import { factText } from '../../discovery/index.ts';
import { checkPlanText } from '../time-cut-md.ts';
import { esc } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';

function notRun(run: RunRecord): string[] {
  const m = run.meta;
  return [
    m.budgetExhausted
      ? `<b>The request budget ran out</b> (${m.requestsSent} of ${m.maxRequests} requests): the rest of the plan was not sent; raise <code>MAX_REQUESTS</code>.`
      : '',
    m.probeLimits ? '' : 'Rate and body-size limits were not probed (<code>PROBE_LIMITS</code> is off).',
    m.hasTokenB ? '' : 'Cross-tenant access was not checked (no <code>ACCESS_TOKEN_B</code>).',
    m.sideEffectsAllowed
      ? ''
      : 'Operations with external effects were not run (<code>ALLOW_SIDE_EFFECTS</code> is off).',
  ].filter(Boolean);
}

export function coverageView(
  run: RunRecord,
  observations: readonly Observation[],
  ev: EvidenceLinks,
): string {
  const skipped = run.skipped.map(
    (s) => `<li><a href="#op-${s.operation}">#${s.operation}</a> skipped: ${esc(s.reason)}</li>`,
  );
  const never = run.unverified.map((u) =>
    u.reason === 'refused'
      ? `<li><a href="#op-${u.operation}">#${u.operation}</a> <b>unverified</b>: ${esc(u.line ?? '')} (${u.requests} sent, every answer a clean refusal: ${esc(formatAnswers(u.answers))}; see <code>EXAMPLES_FILE</code>)</li>`
      : `<li><a href="#op-${u.operation}">#${u.operation}</a> <b>unverified</b>: no request ever succeeded (${u.requests} sent: ${esc(formatAnswers(u.answers))})</li>`,
  );
  const unverified = observations
    .filter((o) => o.kind === 'undetermined')
    .map(
      (o) =>
        `<li>${o.operation !== undefined ? `<a href="#op-${o.operation}">#${o.operation}</a> ` : ''}${o.field ? `<code>${esc(o.field)}</code> ` : ''}${esc(factText(o))} ${ev.links(o.evidence.exchangeIds)}</li>`,
    );
  const notJudged = run.notEstablished.map(
    (n) =>
      `<li><a href="#op-${n.operation}">#${n.operation}</a> <code>${esc(n.check)}</code> <b>not judged</b>: not established: ${esc(neededFactWords[n.fact])} (${esc(n.reason)}); seen: ${esc(n.seen)} ${ev.links(n.exchangeIds)}</li>`,
  );
  const limits = notRun(run).map((line) => `<li>${line}</li>`);
  // A check's planned slice is one line: what it leaves out is left by design, not cut.
  const plan = checkPlanText(run.time, run.cases.length);
  const planned = plan === undefined ? [] : [`<li>${esc(plan)}</li>`];
  const cut = (run.time?.cut ?? [])
    .filter((c) => c.reason !== 'check_plan')
    .map(
      (c) =>
        `<li>${c.operation !== undefined ? `<a href="#op-${c.operation}">#${c.operation}</a> ` : ''}${esc(c.phase)}: ${esc(c.what)} (${c.reason === 'unresponsive' ? 'operation unresponsive' : `${c.reason} budget`})</li>`,
    );
  const items = [...limits, ...never, ...notJudged, ...planned, ...cut, ...skipped, ...unverified];
  return `<h2 id="coverage">Skipped, unverified, not judged, cut by the budget (${items.length})</h2>
${items.length === 0 ? '<p>Everything planned was sent.</p>' : `<ul class="coverage">${items.join('\n')}</ul>`}`;
}
