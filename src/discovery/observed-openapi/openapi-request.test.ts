import { describe, expect, test } from 'vitest';
import type { InferredField } from '../inference/infer-operation.ts';
import { requestSchema } from './openapi-request.ts';

const field = (name: string, documented: boolean): InferredField => ({
  name,
  documented,
  type: 'string',
  typeVerified: true,
  required: true,
  unbounded: [],
  evidence: {},
});

describe('the request body schema', () => {
  test('a field the document does not name carries x-undocumented; unknown fields refused beside it', () => {
    const schema = requestSchema(
      { fields: [field('imageUrl', false)], required: ['imageUrl'], unknownFields: 'rejected' },
      { imageUrl: 'example' },
    );
    expect(schema).toEqual({
      type: 'object',
      properties: { imageUrl: { type: 'string', 'x-undocumented': true } },
      required: ['imageUrl'],
      additionalProperties: false,
    });
  });

  test('never additionalProperties false beside properties that leave out a field of the accepted body', () => {
    const schema = requestSchema(
      { fields: [field('note', true)], required: [], unknownFields: 'rejected' },
      { note: 'x', caption: 'y' },
    );
    expect(schema.additionalProperties).toBeUndefined();
    expect(schema.properties).toEqual({ note: { type: 'string' } });
  });
});
