/**
 * @module The `reader: 'jackson'` option's words for a value the reader cannot convert, as a JVM
 * service relays `HttpMessageNotReadableException`'s original message: an unknown enum name
 * names the enum's type and lists its values, but no property (`$`). Other failures keep the
 * ASP.NET words (`conversionErrors`).
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import type { Violation } from '../shared/model-violations.ts';
import type { ErrorDictionary } from './messages.ts';

const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function fieldAt(fields: ModelFields, path: readonly string[]): ModelField | undefined {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : fields[head];
  if (rest.length === 0 || field?.type !== 'object' || field.fields === undefined) return field;
  return fieldAt(field.fields, rest);
}

function valueAt(body: unknown, path: readonly string[]): unknown {
  let at = body;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    const entry = Object.entries(at).find(([k]) => k.toLowerCase() === key.toLowerCase());
    at = entry?.[1];
  }
  return at;
}

/** An unknown enum name among the failures, worded as Jackson words it; else undefined. */
export function jacksonErrors(
  failures: readonly Violation[],
  fields: ModelFields,
  body: Record<string, unknown>,
): ErrorDictionary | undefined {
  const first = failures.find((f) => f.kind === 'not_allowed');
  if (first === undefined) return undefined;
  const field = fieldAt(fields, first.path);
  const name = pascal(first.path.at(-1) ?? '');
  const value = JSON.stringify(valueAt(body, first.path));
  if (first.kind === 'not_allowed' && field?.type === 'string' && field.oneOf !== undefined) {
    const list = field.oneOf.join(', ');
    return {
      $: [
        `Cannot deserialize value of type \`com.acme.api.${name}Kind\` from String ${value}: not one of the values accepted for Enum class: [${list}]`,
      ],
    };
  }
  return undefined;
}
