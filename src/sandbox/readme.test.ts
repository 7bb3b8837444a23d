/**
 * @module Keeps README.md's operations table true: each row is rebuilt from the operation table and
 * the derived truth, and must appear in the README (cell padding aside).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from './operations/index.ts';
import type { OperationSpec } from './operations/operation-spec.ts';
import { defaults } from './options.ts';
import type { FieldTruth, OperationTruth } from './server-truth.ts';
import { buildTruth } from './truth.ts';

function describeField(field: FieldTruth, spec: OperationSpec, name: string): string {
  const rule = spec.body?.[name];
  const bits: string[] = [field.type];
  if (field.enum) bits.push(field.enum.map((e) => `\`${e}\``).join('/'));
  if (field.format) bits.push(field.format);
  if (rule?.type === 'string' && rule.format === 'uuid') bits.push('UUID of an existing report');
  if (field.minimum !== undefined || field.maximum !== undefined)
    bits.push(`${field.minimum ?? ''}–${field.maximum ?? ''}`);
  if (field.minLength !== undefined || field.maxLength !== undefined) {
    bits.push(`len ${field.minLength ?? 0}–${field.maxLength ?? '∞'}`);
  }
  if (rule?.type === 'array' && rule.items) bits.push(`items ${rule.items}`);
  return bits.join(', ');
}

function row(n: string, op: OperationTruth, spec: OperationSpec): string {
  const fields = Object.entries(op.request?.properties ?? {}).map(([name, field]) => {
    const mark = op.request?.required.includes(name) ? '**' : '';
    return `${mark}${name}${mark} (${describeField(field, spec, name)})`;
  });
  const body = op.request ? fields.join('; ') || '`{}` only (any field rejected)' : 'none read';
  const auth = op.auth === 'none' ? 'public' : 'Bearer';
  const response = Object.keys(op.responseFields ?? {}).join(', ');
  return `| ${n} | ${op.method} \`${op.path}\` | ${auth} | ${op.successStatus} | ${body} | ${response} |`;
}

/** Cell contents only: the formatter pads table columns. */
function normalize(line: string): string {
  return line
    .split('|')
    .map((cell) => cell.trim())
    .join('|');
}

describe('README.md', () => {
  it('lists every operation exactly as the table defines it', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
      .split('\n')
      .map(normalize);
    const truth = buildTruth(defaults);
    const specs: Record<string, OperationSpec> = operations;
    for (const [n, op] of Object.entries(truth.operations)) {
      expect(readme, `operation ${n}`).toContain(normalize(row(n, op, specs[n]!)));
    }
  });
});
