/**
 * @module `openapi.json`: the observed OpenAPI 3.1 document, built by `openapi/to-openapi.ts` from the
 * run's observations and skipped operations: of the catalog's operations, or a shard's own.
 */
import { type CatalogOperation, operations } from '../../fixtures/catalog.ts';
import type { RunRecord } from '../core/run-record.ts';
import type { TrafficReport } from '../core/traffic-report.ts';
import { buildOpenApi, OBSERVED_TITLE, type OpenApiMeta } from './openapi/to-openapi.ts';

/** The observed document's title, server (the redacted target) and version (the harness's). */
export function observedMeta(run: RunRecord): OpenApiMeta {
  return {
    title: OBSERVED_TITLE,
    serverUrl: run.meta.target,
    embeddedSandbox: run.meta.embeddedSandbox,
    version: run.meta.tool.version,
    ...(run.meta.credentialsSent !== undefined && { credentials: run.meta.credentialsSent }),
    ...(run.meta.publicOperations !== undefined && { declaredPublic: run.meta.publicOperations }),
  };
}

/** The operations a run answers for: a shard's (`--shard=i/n`) or the whole catalog's. */
export function recordOperations(run: Pick<RunRecord, 'shard'>): readonly CatalogOperation[] {
  const own = run.shard?.operations;
  return own === undefined ? operations : operations.filter((op) => own.includes(op.number));
}

/**
 * Characters JSON leaves raw that YAML calls unprintable (DEL, C1 controls, U+FFFE/U+FFFF): a value
 * seen refused may hold them, and tools that read JSON with a YAML parser (Dredd) refuse the whole
 * document. Escaped, the text is the same JSON value.
 */
const UNPRINTABLE_IN_YAML = /[\u007f-\u0084\u0086-\u009f\ufffe\uffff]/g;

export function writeOpenApiJson(run: RunRecord): string {
  const doc = buildOpenApi(run, recordOperations(run), observedMeta(run));
  const t = run.meta.traffic;
  // What `TRAFFIC` gave, beside the info (an extension, so other tools read the document as before).
  const info = t === undefined ? doc.info : { ...(doc.info as object), 'x-traffic': trafficInfo(t) };
  const text = JSON.stringify({ ...doc, info }, null, 2);
  return `${text.replace(UNPRINTABLE_IN_YAML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

function trafficInfo(t: TrafficReport) {
  const { files, requestsSaved, facts, factsByKind, examples } = t;
  return { files, requestsSaved, factsFromTraffic: facts, factsByKind, firstBodies: examples };
}
