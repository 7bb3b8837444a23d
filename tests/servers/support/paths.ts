/**
 * @module Fills a path template with a tenant's seeded ids, and makes ids that exist nowhere.
 */
import type { SeededIds } from '../../../src/sandbox/server-truth.ts';

const PARAM_KINDS: Readonly<Record<string, keyof SeededIds>> = {
  reportId: 'REPORT_ID',
  recordId: 'RECORD_ID',
  dealId: 'DEAL_ID',
  opportunityId: 'OPPORTUNITY_ID',
  sessionId: 'SESSION_ID',
  rmaId: 'RMA_ID',
  contactId: 'CONTACT_ID',
};

/** The id kind a template's single parameter names, if it has one. */
export function paramKind(template: string): keyof SeededIds | undefined {
  const name = /\{(\w+)\}/.exec(template)?.[1];
  return name === undefined ? undefined : PARAM_KINDS[name];
}

export function fillPath(template: string, ids: SeededIds, override?: string): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const kind = PARAM_KINDS[name];
    return encodeURIComponent(override ?? (kind === undefined ? name : ids[kind]));
  });
}

/** Same shape as `id` (same length and character classes), different value. */
export function lookalikeId(id: string): string {
  const last = id.at(-1) ?? '0';
  const next = /\d/.test(last)
    ? String((Number(last) + 1) % 10)
    : /[a-y]/i.test(last)
      ? String.fromCharCode(last.charCodeAt(0) + 1)
      : 'a';
  return `${id.slice(0, -1)}${next}`;
}
