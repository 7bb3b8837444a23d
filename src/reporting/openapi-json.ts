/**
 * @module `openapi.json`: the observed OpenAPI 3.1 document, built by discovery's builder from the
 * run's observations and skipped operations.
 */
import { operations } from '../../fixtures/catalog.ts';
import type { RunRecord } from '../core/run-record.ts';
import { buildOpenApi, OBSERVED_TITLE, type OpenApiMeta } from '../discovery/observed-openapi/to-openapi.ts';

/** The observed document's title, server (the redacted target) and version (the harness's). */
export function observedMeta(run: RunRecord): OpenApiMeta {
  return {
    title: OBSERVED_TITLE,
    serverUrl: run.meta.target,
    version: run.meta.tool.version,
    ...(run.meta.credentialsSent !== undefined && { credentials: run.meta.credentialsSent }),
  };
}

export function writeOpenApiJson(run: RunRecord): string {
  return `${JSON.stringify(buildOpenApi(run, operations, observedMeta(run)), null, 2)}\n`;
}
