/**
 * @module A big request body as a short shell generator, so a curl line stays readable: a body over
 * ~2 KiB whose bulk is long runs of one character (a body-limit probe's padding, a long-string case)
 * becomes `{ printf '%s' '<text>'; head -c N /dev/zero | tr '\0' 'a'; … }`, piped into
 * `curl --data-binary @-` (stdin, so no argument-length limit applies either). A body that does not
 * shrink that way stays literal.
 */

/** Bodies up to this many characters are written out as they are. */
export const LITERAL_BODY_MAX = 2048;
/** Runs shorter than this are kept in the literal text around them. */
const MIN_RUN = 64;

/** POSIX single quotes: nothing inside is special, a quote is closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'run'; readonly char: string; readonly count: number };

function pieces(body: string): Piece[] {
  const out: Piece[] = [];
  const chars = [...body];
  let text = '';
  for (let i = 0; i < chars.length; ) {
    const c = chars[i] as string;
    let j = i + 1;
    while (j < chars.length && chars[j] === c) j += 1;
    if (j - i >= MIN_RUN && c !== '\n') {
      if (text !== '') out.push({ kind: 'text', text });
      text = '';
      out.push({ kind: 'run', char: c, count: j - i });
    } else {
      text += c.repeat(j - i);
    }
    i = j;
  }
  if (text !== '') out.push({ kind: 'text', text });
  return out;
}

/** A one-byte character comes from /dev/zero; any other from `yes`, one per line, lines joined. */
function runCommand(char: string, count: number): string {
  return Buffer.byteLength(char) === 1
    ? `head -c ${count} /dev/zero | tr '\\0' ${shellQuote(char)}`
    : `yes ${shellQuote(char)} | head -n ${count} | tr -d '\\n'`;
}

/** The shell command group printing `body` exactly, or undefined when the body is short or does not shrink. */
export function bodyGenerator(body: string): string | undefined {
  if (body.length <= LITERAL_BODY_MAX) return undefined;
  const parts = pieces(body);
  const literal = parts.reduce((n, p) => n + (p.kind === 'text' ? p.text.length : 0), 0);
  if (literal > LITERAL_BODY_MAX) return undefined;
  const commands = parts.map((p) =>
    p.kind === 'text' ? `printf '%s' ${shellQuote(p.text)}` : runCommand(p.char, p.count),
  );
  return `{ ${commands.join('; ')}; }`;
}
