import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './errors.ts';
import { parsePublicOperations } from './public-operations.ts';

describe('PUBLIC_OPERATIONS', () => {
  test('a list of documented-auth operation numbers, in catalog order, each once', () => {
    expect(parsePublicOperations(undefined)).toEqual([]);
    expect(parsePublicOperations('21, 11')).toEqual([11, 21]);
    expect(parsePublicOperations('#11;11 21')).toEqual([11, 21]);
    expect(loadConfig({ PUBLIC_OPERATIONS: '11,21' }).publicOperations).toEqual([11, 21]);
    expect(loadConfig({}).publicOperations).toEqual([]);
  });

  test('or the same numbers in a file named with @', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'public-ops-')), 'public-operations');
    writeFileSync(file, '# payment intents are public on purpose\n11\n21 # subscribers\n');
    expect(parsePublicOperations(`@${file}`)).toEqual([11, 21]);
  });

  test.each([
    ['22', /"22" is not an operation number/],
    ['11,x', /"x" is not an operation number/],
    ['0', /"0"/],
    ['8', /operation 8 is not shown with Authorization/],
    ['@/nonexistent/public-ops', /cannot read \/nonexistent\/public-ops \(ENOENT\)/],
  ])('%s is a configuration error on one line', (value, message) => {
    expect(() => loadConfig({ PUBLIC_OPERATIONS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_OPERATIONS: value })).toThrow(message);
    try {
      loadConfig({ PUBLIC_OPERATIONS: value });
    } catch (err) {
      expect((err as ConfigError).message).toMatch(/^PUBLIC_OPERATIONS: [^\n]+$/);
    }
  });
});
