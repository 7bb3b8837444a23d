/**
 * @module After probing, per operation: success statuses and response schemas (over every accepted
 * answer to a valid authorised request, grouped by status), error shapes per cause and status, the
 * rejection convention, and deprecation headers.
 */
import type { Exchange } from '../../core/exchange.ts';
import { parseErrorBody } from '../error-parsers/index.ts';
import { conventionOf } from '../probes/convention.ts';
import { observeDeprecation } from '../probes/versioning.ts';
import { inferSchema } from '../schema/infer-schema.ts';
import type { OpContext } from '../session/op-context.ts';

export function finalize(ctx: OpContext, allExchanges: readonly Exchange[]): void {
  for (const [status, group] of byStatus(ctx.successes)) {
    const ids = group.map((ex) => ex.id);
    ctx.observe({
      kind: 'success',
      operation: ctx.number,
      status,
      evidence: { exchangeIds: ids.slice(0, 5), confidence: 'certain' },
    });
    const samples = group.map((ex) => ex.response?.json).filter((j) => j !== undefined);
    if (samples.length === 0) continue;
    ctx.observe({
      kind: 'response_shape',
      operation: ctx.number,
      status,
      ...optionalContentType(group),
      schema: inferSchema(samples),
      samples: samples.length,
      evidence: { exchangeIds: ids.slice(0, 5), confidence: samples.length > 1 ? 'certain' : 'likely' },
    });
  }
  for (const [cause, exchanges] of ctx.errors) {
    for (const [status, group] of byStatus(exchanges)) {
      const samples = group.map((ex) => ex.response?.json).filter((j) => j !== undefined);
      const first = group[0]?.response;
      const parser = first === undefined ? undefined : safeParse(first, ctx.fields);
      ctx.observe({
        kind: 'error_shape',
        operation: ctx.number,
        status,
        cause,
        ...optionalContentType(group),
        ...(parser !== undefined && { parser }),
        ...(samples.length > 0 && { schema: inferSchema(samples) }),
        evidence: { exchangeIds: group.map((ex) => ex.id).slice(0, 5), confidence: 'certain' },
      });
    }
  }
  if (ctx.hasBody && ctx.acceptedStatus !== undefined) {
    ctx.observe({
      kind: 'rejection',
      operation: ctx.number,
      ...conventionOf(ctx),
      evidence: { exchangeIds: [], confidence: 'likely' },
    });
  }
  observeDeprecation(ctx, allExchanges);
}

function byStatus(exchanges: readonly Exchange[]): Map<number, Exchange[]> {
  const out = new Map<number, Exchange[]>();
  for (const ex of exchanges) {
    const status = ex.response?.status;
    if (status === undefined) continue;
    const list = out.get(status) ?? [];
    if (!list.some((e) => e.id === ex.id)) list.push(ex);
    out.set(status, list);
  }
  return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}

/** The media type of the group's answers, when any answer had a body. */
function optionalContentType(group: readonly Exchange[]): { contentType?: string } {
  const withBody = group.filter((ex) => (ex.response?.bodyBytes ?? 0) > 0);
  const type = withBody.map((ex) => ex.response?.headers['content-type']).find((t) => t !== undefined);
  if (withBody.length === 0) return {};
  return { contentType: type?.split(';')[0]?.trim() || 'application/octet-stream' };
}

function safeParse(res: NonNullable<Exchange['response']>, fields: readonly string[]): string | undefined {
  try {
    return parseErrorBody(res, fields)?.parser;
  } catch {
    return undefined;
  }
}
