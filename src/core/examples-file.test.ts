import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { operations } from '../../fixtures/catalog.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './errors.ts';
import { parseExamples, readExamplesFile } from './examples-file.ts';

function fileWith(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'examples-')), 'examples.json');
  writeFileSync(path, text);
  return path;
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variable).toBe('EXAMPLES_FILE');
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the examples file', () => {
  test('one body per operation, keyed by number', () => {
    const examples = parseExamples('{"16": {"imageUrl": "https://example.com/a.jpg"}, "1": {}}', 'x.json');
    expect([...examples.keys()]).toEqual([1, 16]);
    expect(examples.get(16)).toEqual({ imageUrl: 'https://example.com/a.jpg' });
  });

  test.each([
    ['{"16": ', /x\.json is not valid JSON/],
    ['[{"a": 1}]', /must be a JSON object keyed by operation number.*not an array/],
    ['"text"', /not a string/],
    ['{"99": {}}', /"99" is not an operation number of the document \(1 to 21\)/],
    ['{"createReport": {}}', /"createReport" is not an operation number/],
    ['{"16": [1, 2]}', /operation 16 needs a JSON object \(its request body\), not an array/],
    ['{"16": null}', /operation 16 needs a JSON object.*not null/],
  ])('%s is refused in one line', (text, pattern) => {
    const message = messageOf(() => parseExamples(text, 'x.json'));
    expect(message).toMatch(pattern);
    expect(message).not.toContain('\n');
  });

  test('an operation without a request body takes no example', () => {
    const bodiless = operations.find((o) => o.body.kind === 'none')?.number;
    expect(bodiless).toBeDefined();
    expect(messageOf(() => parseExamples(`{"${bodiless}": {}}`, 'x.json'))).toMatch(
      `operation ${bodiless} takes no request body`,
    );
  });

  test('read through EXAMPLES_FILE; a missing or broken file stops the configuration', () => {
    const good = fileWith('{"17": {"recipientEmail": "pat.client@example.com"}}');
    expect(loadConfig({ EXAMPLES_FILE: good }).userExamples?.get(17)).toEqual({
      recipientEmail: 'pat.client@example.com',
    });
    expect(loadConfig({}).userExamples).toBeUndefined();
    expect(messageOf(() => loadConfig({ EXAMPLES_FILE: '/nonexistent/examples.json' }))).toBe(
      'EXAMPLES_FILE: cannot read /nonexistent/examples.json (no such file)',
    );
    expect(messageOf(() => readExamplesFile(fileWith('{\n"16": {,\n}')))).toMatch(/is not valid JSON/);
  });
});
