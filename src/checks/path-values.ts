/**
 * @module The values of an operation's path parameters in a recorded request, read by its template
 * (`/v1/homes/{dealId}`, under any base path): what a probe's or a witness's finding names, as a
 * case's names its own.
 */
import { pathParams } from '../../fixtures/operation-def.ts';

const routes = new Map<string, RegExp>();

/** The operation's route as a pattern, one group per parameter (built once per template). */
export function routeOf(template: string): RegExp {
  let route = routes.get(template);
  if (route === undefined) {
    const parts = template.split(/\{[^}]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    route = new RegExp(`${parts.join('([^/]+)')}$`);
    routes.set(template, route);
  }
  return route;
}

/** By parameter name; a parameter the URL does not show (not on the route) reads `?`. */
export function pathValues(template: string, url: string): Record<string, string> {
  const match = routeOf(template).exec(new URL(url).pathname);
  return Object.fromEntries(
    pathParams(template).map((p, i) => {
      const raw = match?.[i + 1];
      return [p, raw === undefined ? '?' : safeDecode(raw)];
    }),
  );
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // not valid percent-encoding: shown as sent
  }
}
