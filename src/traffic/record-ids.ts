/**
 * @module The record ids of traffic and of this run, told apart: a known record's id differs from
 * one deployment or sandbox to another. Per path parameter, the id the traffic used most on
 * answered requests and the run's own id for it (`*_ID`) name the same record; only where they
 * differ (and are long enough not to occur by chance) do they become a placeholder `{reportId}`.
 */
import { idVariable } from '../../fixtures/operation-def.ts';
import type { IdVariable } from '../core/config.ts';
import type { PlacedEntry } from './place-entries.ts';

/** Id value → parameter name. */
export type IdNames = ReadonlyMap<string, string>;

export interface RecordIds {
  readonly traffic: IdNames;
  readonly live: IdNames;
}

/** `text` with each id (as is and URL-encoded) replaced by its `{name}`. */
export function named(text: string, ids: IdNames): string {
  let out = text;
  for (const [value, name] of ids) {
    for (const form of new Set([value, encodeURIComponent(value)])) out = out.split(form).join(`{${name}}`);
  }
  return out;
}

/** `text` with each of the traffic's ids replaced by the run's own id for the same parameter. */
export function asLive(text: string, ids: RecordIds): string {
  const byName = new Map([...ids.live].map(([value, name]) => [name, value]));
  let out = text;
  for (const [value, name] of ids.traffic) {
    const own = byName.get(name);
    if (own !== undefined) out = out.split(value).join(own);
  }
  return out;
}

export function recordIds(
  placed: readonly PlacedEntry[],
  liveIds: Readonly<Partial<Record<IdVariable, string>>>,
): RecordIds {
  const counts = new Map<string, Map<string, number>>();
  for (const p of placed) {
    const ok = p.entry.answer !== undefined && p.entry.answer.status < 300;
    for (const [name, value] of Object.entries(p.params)) {
      if (!ok) continue;
      const byValue = counts.get(name) ?? new Map<string, number>();
      byValue.set(value, (byValue.get(value) ?? 0) + 1);
      counts.set(name, byValue);
    }
  }
  const traffic = new Map<string, string>();
  const live = new Map<string, string>();
  for (const [name, byValue] of counts) {
    const recorded = [...byValue.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const own = liveIds[idVariable(name) as IdVariable];
    if (recorded === undefined || own === undefined || recorded === own) continue;
    if (recorded.length < 4 || own.length < 4) continue;
    traffic.set(recorded, name);
    live.set(own, name);
  }
  return { traffic, live };
}
