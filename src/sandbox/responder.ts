/**
 * @module Writes every answer of the sandbox: JSON success bodies and the single error shape, with
 * the faults' chance to decorate, re-render or delay them. One place, so every response is alike.
 * Beside the pipeline, not in `http/`: it calls the faults' and regressions' hooks, which build on
 * `http/`'s error body.
 */
import type { ServerResponse } from 'node:http';
import type { Fault } from './faults/fault.ts';
import { errorBody } from './http/error-body.ts';
import type { Outcome } from './http/outcome.ts';
import type { Regression } from './regressions/regression.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export type Responder = (res: ServerResponse, outcome: Outcome) => void;

export function createResponder(
  faults: readonly Fault[],
  regressions: readonly Regression[] = [],
): Responder {
  const delayMs = faults.reduce((sum, f) => sum + (f.delayMs ?? 0), 0);
  const renderer = faults.find((f) => f.renderError)?.renderError;

  function write(res: ServerResponse, status: number, contentType: string, text: string): void {
    const send = () => {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  }

  return (res, outcome) => {
    switch (outcome.kind) {
      case 'json':
        write(res, outcome.status, JSON_TYPE, JSON.stringify(outcome.body));
        break;
      case 'error': {
        for (const [name, value] of Object.entries(outcome.headers ?? {})) res.setHeader(name, value);
        let body = errorBody(outcome.status, outcome.message);
        for (const fault of faults) body = fault.decorateError?.(body, outcome.cause) ?? body;
        for (const change of regressions) body = change.decorateError?.(body, outcome.cause) ?? body;
        const changed = regressions.map((r) => r.renderError?.(body, outcome.cause)).find((r) => r);
        const rendered = renderer
          ? renderer(body)
          : (changed ?? { contentType: JSON_TYPE, text: JSON.stringify(body) });
        write(res, outcome.status, rendered.contentType, rendered.text);
        break;
      }
      case 'drop':
        res.socket?.destroy();
        break;
      case 'silent':
        break;
      default:
        outcome satisfies never;
    }
  };
}
