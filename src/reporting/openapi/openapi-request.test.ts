import { describe, expect, test } from 'vitest';
import type { InferredField } from '../../discovery/index.ts';
import { requestMedia } from './openapi-request.ts';

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
  test('a field the document does not name is listed beside the schema; unknown fields refused', () => {
    const media = requestMedia(
      { fields: [field('imageUrl', false)], required: ['imageUrl'], unknownFields: 'rejected' },
      { imageUrl: 'example' },
    );
    expect(media.schema).toEqual({
      type: 'object',
      properties: { imageUrl: { type: 'string' } },
      required: ['imageUrl'],
      additionalProperties: false,
    });
    expect(media['x-undocumented-fields']).toEqual(['imageUrl']);
  });

  test('additionalProperties false never makes the accepted body invalid: its every field is listed', () => {
    const media = requestMedia(
      { fields: [field('note', true)], required: [], unknownFields: 'rejected' },
      { note: 'x', caption: 'y' },
    );
    const schema = media.schema as { additionalProperties?: boolean; properties?: unknown };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties).toEqual({ note: { type: 'string' }, caption: {} });
  });
});
