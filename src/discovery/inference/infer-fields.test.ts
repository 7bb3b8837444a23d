import { describe, expect, test } from 'vitest';
import { operationByNumber } from '../../../fixtures/catalog.ts';
import type { Observation } from '../../core/observation.ts';
import { mergeFields } from './infer-fields.ts';

const evidence = { exchangeIds: ['ex-1'], confidence: 'certain' } as const;
/** Op 16's body is "JSON object": the document names none of its fields. */
const op16 = operationByNumber(16);

const baseline = (body: Record<string, unknown>): Observation => ({
  kind: 'baseline',
  operation: 16,
  body,
  status: 201,
  repeatable: true,
  evidence,
});

describe('a field the document does not name is stated when behaviour shows it', () => {
  test('a field of the accepted body whose omission was refused: required, typed, undocumented', () => {
    const obs: Observation[] = [
      baseline({ imageUrl: 'example', caption: 'x' }),
      { kind: 'required', operation: 16, field: 'imageUrl', required: true, evidence },
      { kind: 'type', operation: 16, field: 'imageUrl', type: 'string', lenient: false, evidence },
      { kind: 'bound', operation: 16, field: 'imageUrl', bound: 'maxLength', value: 2048, evidence },
    ];
    const [imageUrl, ...rest] = mergeFields(op16, obs);
    expect(imageUrl).toMatchObject({
      name: 'imageUrl',
      documented: false,
      required: true,
      type: 'string',
      typeVerified: true,
      maxLength: 2048,
    });
    // `caption` was accepted, but nothing told it from a field the server ignores.
    expect(rest).toEqual([]);
  });

  test('while unknown fields are refused, every field of the accepted body is a field', () => {
    const obs: Observation[] = [
      baseline({ imageUrl: 'example', caption: 'x' }),
      { kind: 'unknown_fields', operation: 16, policy: 'rejected', evidence },
    ];
    expect(mergeFields(op16, obs).map((f) => f.name)).toEqual(['imageUrl', 'caption']);
  });

  test('a rule stated by a probe on a name outside the accepted body counts only when it is one', () => {
    const obs: Observation[] = [
      baseline({}),
      { kind: 'required', operation: 16, field: 'caption', required: false, evidence },
      { kind: 'type', operation: 16, field: 'rotation', type: 'integer', lenient: true, evidence },
    ];
    expect(mergeFields(op16, obs)).toEqual([]);
  });
});
