/**
 * @module One field's established rules in words, for the gap report.
 */
import { type InferredField, unboundedText } from '../../discovery/index.ts';

/** A body field's name, marked when the document does not name it (the server revealed it). */
export function fieldName(f: InferredField): string {
  return f.documented ? f.name : `${f.name} (not in the document)`;
}

/** `nested`: an object field's own field, which the document never details (no mark). */
export function describeField(f: InferredField, nested = false): string {
  const rules: string[] = [];
  if (f.type !== undefined)
    rules.push(f.typeVerified ? f.type : `${f.type} (document; not enforced or not checked)`);
  if (f.items !== undefined) rules.push(`items ${f.items}`);
  if (f.enum !== undefined)
    rules.push(`one of ${f.enum.join(' | ')}${f.caseInsensitive ? ' (any case)' : ''}`);
  if (f.observedValues !== undefined && f.observedValues.length > 1)
    rules.push(`closed set the server does not list; seen accepted: ${f.observedValues.join(' | ')}`);
  else if (f.observedValues !== undefined)
    rules.push(
      `a value of the same shape was rejected (a closed set or a pattern); seen accepted: ${f.observedValues.join('')}`,
    );
  if (f.format !== undefined) rules.push(`format ${f.format}`);
  if (f.minimum !== undefined) rules.push(`≥ ${f.minimum}`);
  if (f.maximum !== undefined) rules.push(`≤ ${f.maximum}`);
  if (f.minLength !== undefined) rules.push(`length ≥ ${f.minLength}`);
  if (f.maxLength !== undefined) rules.push(`length ≤ ${f.maxLength}`);
  for (const u of f.unbounded) rules.push(unboundedText(u.bound, u.tried));
  if (f.unknownFields !== undefined) rules.push(`unknown fields inside ${f.unknownFields}`);
  const own = (f.properties ?? []).map(
    (p) =>
      `${describeField(p, true)}${p.required === true ? ' (required)' : p.required === false ? ' (optional)' : ''}`,
  );
  if (own.length > 0) rules.push(`fields { ${own.join('; ')} }`);
  return `${nested ? f.name : fieldName(f)}: ${rules.join(', ') || 'nothing established'}`;
}
