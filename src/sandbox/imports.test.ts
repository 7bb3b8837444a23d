/**
 * @module The layer rule: the sandbox is an independent implementation. Its server code imports only
 * other sandbox files and Node built-ins; its tests may add test libraries, never harness code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_LIBRARIES = new Set(['vitest', 'supertest', 'fast-check']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]!);
}

describe('sandbox imports', () => {
  it('stay inside src/sandbox, Node built-ins and (in tests) test libraries', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(root)) {
      const isTestCode = file.endsWith('.test.ts') || file.endsWith('test-helpers.ts');
      for (const spec of specifiers(file)) {
        if (spec.startsWith('node:')) continue;
        if (spec.startsWith('.')) {
          if (!relative(root, resolve(file, '..', spec)).startsWith('..')) continue;
        } else if (isTestCode && TEST_LIBRARIES.has(spec)) continue;
        violations.push(`${relative(root, file)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
