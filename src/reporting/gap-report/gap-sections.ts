/**
 * @module The sections of the gap report, in the document's order: one per "not shown" line, each a
 * small function from the inferred operation to an answer (or "not established" and why).
 */

import type { JsonSchema } from '../../core/json-schema.ts';
import type { Confidence, ObservationOf } from '../../core/observation.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import { type GapSectionTitle, gapLine, type InferredOperation } from '../../discovery/index.ts';
import { serviceNorms } from '../differences/conventions.ts';
import { describeField, fieldName } from './gap-fields.ts';

export type GapAnswer =
  | { readonly text: string; readonly confidence: Confidence; readonly evidence: readonly string[] }
  | { readonly notEstablished: string };

export interface GapSection {
  readonly title: GapSectionTitle;
  readonly answer: (op: InferredOperation, result: ObservedRun) => GapAnswer;
  readonly global?: (result: ObservedRun) => GapAnswer | undefined;
  readonly only?: readonly number[];
  readonly perOperation?: boolean;
}

const none = (why: string): GapAnswer => ({ notEstablished: why });
const certain = (text: string, evidence: readonly string[]): GapAnswer => ({
  text,
  confidence: 'certain',
  evidence,
});

function noBodyReason(op: InferredOperation): string {
  if (op.def.body.kind === 'none') return 'the operation takes no body';
  if (op.getBody?.handling === 'ignored') return 'the server ignores this GET body';
  if (op.invalidBody?.read === false)
    return 'the server does not read this body (malformed JSON and wrong-typed fields were answered like the accepted body)';
  const why = op.undetermined.find((u) => u.topic === 'field rules' || u.topic === 'accepted request');
  return why?.reason ?? 'no accepted request to vary';
}

export const GAP_SECTIONS: readonly GapSection[] = [
  {
    title: 'Overall purpose and business rules',
    answer: (op) => {
      const b = op.baseline;
      if (b === undefined) return none('no request was accepted, so no rule could be observed');
      return certain(gapLine(b), b.evidence.exchangeIds);
    },
  },
  {
    title: 'Fields of response records',
    answer: (op) => {
      const shapes = [...op.responses.values()].filter(
        (r) => r.causes.has('success') && r.schema !== undefined,
      );
      if (shapes.length === 0) return none('no accepted answer carried a JSON body');
      const text = shapes.map((r) => `${r.status}: ${describeShape(r.schema ?? {}, 0)}`).join('; ');
      return certain(
        text,
        shapes.flatMap((r) => r.exchangeIds),
      );
    },
  },
  {
    title: 'Required and optional request fields',
    answer: (op) => {
      if (op.request === undefined) return none(noBodyReason(op));
      const known = op.request.fields.filter((f) => f.required !== undefined);
      if (known.length === 0) return none(noBodyReason(op));
      const req = known.filter((f) => f.required).map(fieldName);
      const opt = known.filter((f) => !f.required).map(fieldName);
      const unknown = op.request.fields.filter((f) => f.required === undefined).map(fieldName);
      const text = `required: ${req.join(', ') || 'none'}; optional: ${opt.join(', ') || 'none'}${
        unknown.length > 0 ? `; not established: ${unknown.join(', ')}` : ''
      }`;
      return certain(
        text,
        known.flatMap((f) => f.evidence.required ?? []),
      );
    },
  },
  {
    title: 'Allowed values, formats, units and bounds',
    answer: (op) => {
      if (op.request === undefined || op.request.fields.length === 0) return none(noBodyReason(op));
      const parts = op.request.fields.map((f) => describeField(f));
      const evidence = op.request.fields.flatMap((f) => Object.values(f.evidence).flat());
      return { text: `${parts.join('; ')}. Units are not observable`, confidence: 'certain', evidence };
    },
  },
  {
    title: 'States and transitions',
    answer: (op) => {
      const stateful = op.baseline?.repeatable === false;
      const drift = op.undetermined.find((u) => u.topic === 'field rules');
      if (stateful || drift !== undefined) {
        return {
          text: `the same accepted request stopped being accepted: ${drift?.reason ?? 'repeat refused'}`,
          confidence: 'likely',
          evidence: op.baseline?.evidence.exchangeIds ?? [],
        };
      }
      return none('no request changed what this operation accepts (states are not visible from outside)');
    },
  },
  {
    title: 'Response bodies and success statuses',
    answer: (op) => {
      const ok = [...op.responses.values()].filter((r) => r.causes.has('success'));
      if (ok.length === 0) return none('no request was accepted');
      const text = ok
        .map((r) => `${r.status}${r.contentType ? ` (${r.contentType})` : ' (no body)'}`)
        .join(', ');
      return certain(
        `success: ${text}`,
        ok.flatMap((r) => r.exchangeIds),
      );
    },
  },
  {
    title: 'Contents of objects given only as objects (primary, bookedBy, bodies of 16 and 17)',
    only: [8, 14, 16, 17],
    answer: (op) => {
      const body = op.baseline?.body;
      if (body === undefined || op.request === undefined) return none(noBodyReason(op));
      const discovered = op.request.fields.filter((f) => !f.documented).map((f) => f.name);
      const policy = op.request.unknownFields;
      const text = `accepted: ${JSON.stringify(body)}${discovered.length > 0 ? `; fields not in the document: ${discovered.join(', ')}` : ''}${
        policy ? `; unknown fields ${policy}` : ''
      }`;
      return certain(text, op.baseline?.evidence.exchangeIds ?? []);
    },
  },
  {
    title: 'How a token is obtained, its lifetime and scope',
    answer: (op) => {
      const other = op.pathIds.find((p) => p.variant === 'other_tenant');
      if (op.auth === undefined && other === undefined) return none('the auth matrix drew no clear answer');
      const parts = [
        op.auth && `token ${op.auth.requirement}`,
        op.auth?.noTokenStatus !== undefined && `no token → ${op.auth.noTokenStatus}`,
        op.auth?.malformedTokenStatus !== undefined && `malformed token → ${op.auth.malformedTokenStatus}`,
        other && `another tenant's token on this record → ${other.status}`,
      ].filter(Boolean);
      const evidence = [...(op.auth?.evidence.exchangeIds ?? []), ...(other?.evidence.exchangeIds ?? [])];
      return certain(
        `${parts.join('; ')}; how tokens are issued and how long they live is not observable from the operations`,
        evidence,
      );
    },
  },
  {
    title: 'Whether operations 8 and 18 require a token',
    only: [8, 18],
    answer: (op) =>
      op.auth === undefined
        ? none('the no-token request drew no clear answer')
        : certain(
            op.auth.requirement === 'none'
              ? 'no: a request without a token succeeded'
              : `yes: without a token the answer is ${op.auth.noTokenStatus}`,
            op.auth.evidence.exchangeIds,
          ),
  },
  {
    title: 'Events, webhooks and callbacks',
    perOperation: false,
    global: () =>
      none('not observable by a black-box client: no callback endpoint was offered to the service'),
    answer: () => none('not observable'),
  },
  {
    title: 'Errors: statuses, codes and body shape',
    answer: (op, result) => {
      const errors = [...op.responses.values()].filter((r) => [...r.causes].some((c) => c !== 'success'));
      if (errors.length === 0) return none('no error answer was drawn');
      // The service's usual envelope is stated once among the conventions, not per status here.
      const envelope = serviceNorms(result.observations).envelope;
      let inEnvelope = 0;
      const parts = errors.map((r) => {
        const keys = Object.keys(r.schema?.properties ?? {});
        const signature = `${r.contentType ?? 'no body'}${keys.length > 0 ? ` {${keys.join(', ')}}` : ''}`;
        if (signature === envelope) inEnvelope++;
        const shape = signature === envelope ? '' : ` as ${signature}`;
        // Which reader understood the body is the harness's business (`x-error-parser`), not the reader's.
        return `${r.status} for ${[...r.causes].map((c) => c.replaceAll('_', ' ')).join(', ')}${shape}`;
      });
      const rest = inEnvelope === 0 ? '' : inEnvelope === errors.length ? 'all' : 'the others';
      const text = `${parts.join('; ')}${rest ? `; ${rest} in the service-wide error envelope` : ''}`;
      return certain(
        text,
        errors.flatMap((r) => r.exchangeIds),
      );
    },
  },
  {
    title: 'Rate limits, size limits and pagination',
    perOperation: false,
    global: (result) => limitsAnswer(result),
    answer: () => none('not observable'),
  },
  {
    title: 'Versioning policy, deprecation and compatibility',
    answer: (op) => {
      const v = op.versioning[0];
      const dep = op.deprecation.map(gapLine);
      if (v === undefined && dep.length === 0) return none('no version probe drew an answer');
      const text = [
        v && gapLine(v),
        dep.length > 0 ? `deprecation headers: ${dep.join('; ')}` : 'no Deprecation/Sunset headers seen',
      ]
        .filter(Boolean)
        .join('; ');
      return certain(text, [
        ...(v?.evidence.exchangeIds ?? []),
        ...op.deprecation.flatMap((d) => d.evidence.exchangeIds),
      ]);
    },
  },
];

/** `{ a: string, data: { id: string } }`, nested objects to two levels, optional fields marked. */
function describeShape(schema: JsonSchema, depth: number): string {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0 || depth > 1) return String(schema.type ?? 'any');
  const req = new Set(schema.required ?? []);
  const fields = props.map(([k, s]) => `${k}${req.has(k) ? '' : '?'}: ${describeShape(s, depth + 1)}`);
  return `{ ${fields.join(', ')} }`;
}

function limitsAnswer(result: ObservedRun): GapAnswer {
  const rate = result.observations.find((o): o is ObservationOf<'rate_limit'> => o.kind === 'rate_limit');
  const body = result.observations.find((o): o is ObservationOf<'body_limit'> => o.kind === 'body_limit');
  const why = result.observations
    .filter((o): o is ObservationOf<'undetermined'> => o.kind === 'undetermined')
    .filter((o) => /rate limit|body size|time budget/.test(o.topic))
    .map(gapLine);
  const parts = [
    rate ? gapLine(rate) : 'rate limit not established',
    body ? gapLine(body) : 'body size limit not established',
    'pagination not probed',
    ...why,
  ];
  if (rate === undefined && body === undefined) {
    return none(
      `${parts.join('; ')}${why.length === 0 ? ' (limits are probed only when PROBE_LIMITS is on)' : ''}`,
    );
  }
  const evidence = [...(rate?.evidence.exchangeIds ?? []), ...(body?.evidence.exchangeIds ?? [])];
  return {
    text: parts.join('; '),
    confidence: rate?.source === 'headers' || rate === undefined ? 'certain' : 'likely',
    evidence,
  };
}
