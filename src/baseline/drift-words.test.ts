import { expect, test } from 'vitest';
import { valueWords } from './drift-words.ts';

test('a rate fact in words: as measured (per second), or as a baseline recorded before stated it', () => {
  expect(valueWords(JSON.stringify({ rps: 2 }))).toBe('2 requests per second');
  expect(valueWords(JSON.stringify({ limit: 100, windowSeconds: 60 }))).toBe('100 requests per 60 s');
});
