/**
 * @module Evidence links and the exchange island: a fact links to the exchanges that show it; only
 * the exchanges the page links to are embedded (bodies capped), so the page stays small while every
 * link opens a request, its response and a curl to copy.
 */
import type { Exchange } from '../../core/exchange.ts';
import { toCurl } from '../../http/curl.ts';
import { esc } from './escape.ts';

/** Characters of a body kept in the page; `exchanges.har` has the rest. */
const BODY_CHARS = 2000;
/** A longer curl is useless to paste; the page says so instead. */
const CURL_CHARS = 8000;
/** Links shown per fact; the count of the rest is shown. */
const LINKS_PER_FACT = 3;

/** One exchange as the page's script reads it (short keys: the island is the bulk of the page). */
export interface EmbeddedExchange {
  readonly id: string;
  readonly label: string;
  readonly op?: number;
  readonly req: string;
  readonly res: string;
  readonly curl: string;
  readonly ms: number;
}

const cap = (text: string, bytes: number) =>
  text.length <= BODY_CHARS
    ? text
    : `${text.slice(0, BODY_CHARS)}\n… (${bytes} bytes in all; see exchanges.har)`;

/** A JSON body indented for reading; any other body as it came. */
export function pretty(body: string): string {
  const text = body.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return body;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return body;
  }
}

const headerLines = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([k, v]) => `${k}: ${v}`);

function embed(ex: Exchange): EmbeddedExchange {
  const { request: q, response: r } = ex;
  const req = [
    `${q.method} ${q.url}`,
    ...headerLines(q.headers),
    '',
    cap(pretty(q.body ?? ''), q.bodyBytes),
  ].join('\n');
  const res = r
    ? [
        // An answer from the user's traffic stood for this request: it was not sent.
        ...(ex.replayedFrom === undefined ? [] : [`(not sent: recorded answer, ${ex.replayedFrom})`]),
        `HTTP ${r.status}`,
        ...headerLines(r.headers),
        '',
        cap(pretty(r.body), r.bodyBytes),
      ].join('\n')
    : `no response: ${ex.failure?.kind ?? 'none'} ${ex.failure?.message ?? ''}`;
  const curl = toCurl(ex.request, {
    otherTenant: /other-tenant/.test(ex.label),
    withoutClientDefaults: true,
  });
  return {
    id: ex.id,
    label: labelWords(ex.label),
    ...(ex.operation !== undefined && { op: ex.operation }),
    req,
    res,
    curl:
      curl.length <= CURL_CHARS ? curl : '# the request is too large to paste; replay it from exchanges.har',
    ms: Math.round(ex.durationMs),
  };
}

/**
 * Why an exchange was sent, in words: discovery's and the check's labels are internal keys
 * (`op13:auth:no-token`, `witness:op13:auth`); a case's id (`op13-valid_full-000`) is kept, since
 * findings cite it.
 */
export function labelWords(label: string): string {
  const words = (parts: readonly string[]) => parts.join(' ').replaceAll(/[_-]+/g, ' ').trim();
  const witness = /^witness:op\d+:(.+)$/.exec(label);
  if (witness) return `replayed from the baseline: ${words((witness[1] ?? '').split(':'))} witness`;
  const probe = /^op\d+:(.+)$/.exec(label);
  if (probe) return `discovery probe: ${words((probe[1] ?? '').split(':'))}`;
  return label;
}

/** `#123` for this run's exchange, `baseline #123` for one of the baseline run (a carried fact's). */
const linkText = (id: string) =>
  id.replace(/^(baseline:)?ex-0*/, (_, b: string | undefined) => (b ? 'baseline #' : '#'));

/** Collects the exchange ids the page links to while it is rendered. */
export class EvidenceLinks {
  readonly #linked = new Set<string>();

  /** Links to the first few exchanges of a fact (each once), and how many more there are. */
  links(all: readonly string[]): string {
    const ids = [...new Set(all)];
    const shown = ids.slice(0, LINKS_PER_FACT);
    for (const id of shown) this.#linked.add(id);
    const more = ids.length - shown.length;
    return `${shown.map((id) => `<a class="ev" href="#${esc(id)}" data-ex="${esc(id)}">${esc(linkText(id))}</a>`).join(' ')}${more > 0 ? ` <small>+${more}</small>` : ''}`;
  }

  /** The linked exchanges, in send order, ready for the JSON island. */
  embedded(exchanges: readonly Exchange[]): EmbeddedExchange[] {
    return exchanges.filter((e) => this.#linked.has(e.id)).map(embed);
  }
}
