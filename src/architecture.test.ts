/**
 * The layer rule, kept true by reading import specifiers. Imports flow one way: catalog and core at
 * the bottom; http, checks and generators above; discovery above those; run, reporting and suites on
 * top. The sandbox stands apart and imports no harness code; nothing imports the suites.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Project-relative targets of a file's relative imports. */
function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(root, resolve(root, dirname(file), m[1] as string)),
  );
}

/** Layer → the layers it may import (besides itself). */
const allowed: Record<string, readonly string[]> = {
  fixtures: [],
  'src/core': ['fixtures'],
  'src/http': ['src/core', 'fixtures'],
  'src/checks': ['src/core', 'src/http', 'fixtures', 'src/discovery/schema'],
  generators: ['src/core', 'fixtures', 'src/discovery/types.ts', 'src/discovery/schema'],
  'src/discovery': ['src/core', 'src/http', 'fixtures', 'generators', 'src/checks'],
  'src/reporting': ['src/core', 'src/http', 'fixtures', 'src/checks', 'src/discovery'],
  'src/sandbox': [],
};

describe('layer rule', () => {
  for (const [layer, deps] of Object.entries(allowed)) {
    test(`${layer} imports only ${deps.join(', ') || 'itself'}`, () => {
      const bad = files(layer).flatMap((f) =>
        imports(f)
          .filter((target) => !target.startsWith(layer) && !deps.some((d) => target.startsWith(d)))
          .map((target) => `${f} → ${target}`),
      );
      expect(bad).toEqual([]);
    });
  }

  test('nothing outside suites/ imports the suites', () => {
    const bad = ['src', 'fixtures', 'generators', 'tests'].flatMap((dir) =>
      files(dir).filter((f) => imports(f).some((t) => t.startsWith('suites'))),
    );
    expect(bad).toEqual([]);
  });
});
