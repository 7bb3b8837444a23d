/**
 * @module Witnesses that disagree where no fact changed: the recorded request draws another answer
 * (accepted where it was rejected, another status, media type or body), though rediscovering the
 * operation stated the same facts. Drift all the same (`witness_outcome_changed`), with the
 * replayed exchange as evidence, titled in words by what changed first ("#3 now refuses the request
 * it accepted at the baseline (201 → 404)"); every difference is a consequence under it. A witness
 * built rather than recorded (a bound's accepted side, the body limit's) only asks for the
 * rediscovery, whose facts speak for it.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { applyPolicy } from '../checks/policy.ts';
import type { AuthVariant } from '../core/case.ts';
import type { Finding } from '../core/finding.ts';
import { toCurl } from '../http/curl.ts';
import { driftRules, ruleFails } from './drift-rules.ts';
import type { Replay } from './replay-witnesses.ts';
import type { Witness, WitnessOutcome } from './witness.ts';

/** The replayed request, by the credential it carried. */
const requestWords: Readonly<Record<AuthVariant, string>> = {
  token: 'the request',
  none: 'the request without a token',
  malformed: 'the request with a malformed token',
  other_tenant: "another tenant's request",
};

const verdictWords: Readonly<Record<WitnessOutcome['verdict'], string>> = {
  accepted: 'accepted',
  rejected: 'refused',
  failed: 'not answered',
};

const status = (o: WitnessOutcome) => (o.verdict === 'failed' ? 'no answer' : String(o.status));
const media = (m: string) => (m === 'none' ? 'no body' : m);

/** As `disagreement` sees it: a refusal that listed values and lists others (or none). */
const listedChanged = (was: WitnessOutcome, now: WitnessOutcome) =>
  was.listed !== undefined && was.listed !== now.listed;

/** The title phrase: the first thing that changed, root first (verdict, status, media type, body, values, time). */
function phrase(w: Witness, now: WitnessOutcome): string {
  const was = w.outcome;
  const req = requestWords[w.request.auth];
  const statuses = `(${status(was)} → ${status(now)})`;
  if (was.verdict !== now.verdict) {
    if (now.verdict === 'failed') return `no longer answers ${req} ${statuses}`;
    if (was.verdict === 'failed') return `now answers ${req} it did not answer at the baseline ${statuses}`;
    return now.verdict === 'accepted'
      ? `now accepts ${req} it refused at the baseline ${statuses}`
      : `now refuses ${req} it accepted at the baseline ${statuses}`;
  }
  if (was.status !== now.status) return `answers ${req} with another status ${statuses}`;
  if (was.mediaType !== now.mediaType)
    return `answers ${req} with another media type (${media(was.mediaType)} → ${media(now.mediaType)})`;
  if (was.shape !== now.shape) return `answers ${req} with another body`;
  if (listedChanged(was, now)) return `lists other accepted values for \`${w.field}\` when it refuses ${req}`;
  return `answers ${req} slower than RESPONSE_TIME_MS`;
}

/** A body shape (`a:string,b.c:number`) as its properties and their types; a bare JSON type as itself. */
function properties(shape: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of shape?.split(',') ?? []) {
    const at = entry.lastIndexOf(':');
    if (at > 0) out.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return out;
}

/** How the body changed: properties gone, new or retyped; or a body that is (no longer) JSON. */
function bodyLines(was: string | undefined, now: string | undefined): string[] {
  if (was === undefined || now === undefined)
    return [was === undefined ? 'the body is now JSON' : 'the body is no longer JSON'];
  const [before, after] = [properties(was), properties(now)];
  if (before.size === 0 || after.size === 0) return [`the body is ${now} (was ${was})`];
  return [
    ...[...before].filter(([p]) => !after.has(p)).map(([p]) => `\`${p}\` is gone from the body`),
    ...[...after].filter(([p]) => !before.has(p)).map(([p, t]) => `\`${p}\` is new in the body (${t})`),
    ...[...after]
      .filter(([p, t]) => before.has(p) && before.get(p) !== t)
      .map(([p, t]) => `\`${p}\` is ${t} (was ${before.get(p)})`),
  ];
}

/** Every difference in words, then the request itself. */
function consequences(r: Replay): string[] {
  const [w, was, now] = [r.witness, r.witness.outcome, r.now];
  const out: string[] = [];
  if (was.verdict !== now.verdict)
    out.push(`${verdictWords[was.verdict]} at the baseline, ${verdictWords[now.verdict]} now`);
  if (was.status !== now.status) out.push(`status ${status(was)} → ${status(now)}`);
  if (was.mediaType !== now.mediaType)
    out.push(`media type ${media(was.mediaType)} → ${media(now.mediaType)}`);
  if (was.shape !== now.shape) out.push(...bodyLines(was.shape, now.shape));
  if (listedChanged(was, now))
    out.push(`values listed for \`${w.field}\`: ${was.listed ?? 'none'} → ${now.listed ?? 'none'}`);
  out.push(...r.differs.filter((d) => d.startsWith('answered in ')));
  out.push(`the request recorded at the baseline: \`${w.request.method} ${w.request.path}\``);
  return out;
}

/** A body shape as its properties: `{id: string, data.name: string}`; a bare JSON type as itself. */
function shapeWords(shape: string): string {
  const props = properties(shape);
  return props.size === 0 ? shape : `{${[...props].map(([p, t]) => `${p}: ${t}`).join(', ')}}`;
}

/** An outcome in words, for expected and actual: `accepted: 201, application/json, body {id: string}`. */
const outcomeWords = (o: WitnessOutcome) =>
  `${verdictWords[o.verdict]}: ${status(o)}, ${media(o.mediaType)}${o.shape ? `, body ${shapeWords(o.shape)}` : ''}`;

export function witnessFindings(
  replays: readonly Replay[],
  explained: ReadonlySet<OperationNumber | 0>,
  seed: number,
): Finding[] {
  const rule = 'witness_outcome_changed';
  const breaking = ruleFails(rule);
  const check = breaking ? 'drift' : 'drift_compatible';
  return replays
    .filter((r) => r.differs.length > 0 && r.witness.built !== true)
    .filter((r) => !explained.has(r.witness.operation))
    .map((r) => ({
      key: `${check}|${rule}|${r.witness.operation}|${r.witness.request.method} ${r.witness.request.path}|${r.differs.join('; ')}`,
      check,
      operation: r.witness.operation,
      severity: breaking ? 'high' : 'info',
      title: `#${r.witness.operation} ${phrase(r.witness, r.now)}`,
      expected: outcomeWords(r.witness.outcome),
      actual: outcomeWords(r.now),
      caseId: 'baseline',
      seed,
      exchangeIds: [r.exchange.id],
      curl: toCurl(r.exchange.request, { otherTenant: r.witness.request.auth === 'other_tenant' }),
      fails: applyPolicy({ check }),
      occurrences: 1,
      classification: {
        rule,
        kind: driftRules[rule].kind,
        operations: [r.witness.operation],
        facts: r.witness.facts,
        consequences: consequences(r),
      },
    }));
}
