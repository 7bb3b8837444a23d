/**
 * The layer rule, kept true by reading import specifiers (static, `export … from` and dynamic) of
 * every TypeScript and `.mjs` file, tests included. The table below is the README's layer table, row
 * for row (a test holds the two equal); every top-level folder and every folder of `src/` has a row,
 * and a folder imports only itself and what its row names. No exceptions. The same specifiers make
 * the file graph, which has no circle: a layer rule cannot see two files of one folder importing
 * each other, and a circle makes neither readable alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** What the run may import: every layer below it, and the sandbox (its embedded target). */
const belowRun = [
  'src/traffic',
  'src/reporting',
  'src/baseline',
  'src/discovery',
  'src/checks',
  'generators',
  'src/http',
  'src/core',
  'fixtures',
  'src/sandbox',
];

/** Layer → the layers it may import. Bottom first; the sandbox stands apart. */
const layers: Readonly<Record<string, readonly string[]>> = {
  fixtures: [],
  'src/core': ['fixtures'],
  'src/http': ['src/core', 'fixtures'],
  generators: ['src/core', 'fixtures'],
  'src/checks': ['src/http', 'src/core', 'fixtures'],
  'src/discovery': ['src/http', 'src/core', 'fixtures'],
  'src/baseline': ['src/discovery', 'src/checks', 'src/http', 'src/core', 'fixtures'],
  'src/reporting': ['src/discovery', 'src/checks', 'src/http', 'src/core', 'fixtures'],
  'src/traffic': ['src/http', 'src/core', 'fixtures'],
  'src/run': belowRun,
  'src/cli': ['src/run', 'src/core'],
  suites: ['src/checks', 'src/core', 'fixtures'],
  bench: ['src/run', 'src/core', 'src/sandbox', 'fixtures'],
  // The e2e tests run the command's stage in their own process too (tests/support/in-process.ts).
  tests: ['src/cli', 'src/run', ...belowRun],
  'src/sandbox': [],
};

/** Layers with one public entry file: from outside the layer, only that file may be imported. */
const entries: Readonly<Record<string, string>> = {
  'src/discovery': 'src/discovery/index.ts',
};

/** Top-level folders that hold no code of the project. */
const notLayers = new Set(['node_modules', 'reports', 'docs', 'baselines']);

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return name.endsWith('.ts') || name.endsWith('.mjs') ? [path] : [];
  });
}

/** Project-relative targets of a file's relative imports. */
function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...text.matchAll(specifiers)].map((m) =>
    relative(root, resolve(root, dirname(file), m[1] as string)),
  );
}

/** File → the project files it imports, over every file under `roots`. */
function importGraph(roots: readonly string[]): ReadonlyMap<string, readonly string[]> {
  return new Map(roots.flatMap(files).map((f) => [f, imports(f)] as const));
}

/**
 * The circles of an import graph, each as `a → b → … → a`: a depth-first walk that reports an
 * import reaching back to a file still on its path (at least one circle per knot of files).
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const found: string[] = [];
  const visit = (file: string): void => {
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const at = path.indexOf(target);
      if (at >= 0) found.push([...path.slice(at), target].join(' → '));
      else if (graph.has(target) && !done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

function layerOf(path: string): string | undefined {
  return Object.keys(layers).find((layer) => path === layer || path.startsWith(`${layer}/`));
}

function folders(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !notLayers.has(e.name))
    .map((e) => (dir === '.' ? e.name : `${dir}/${e.name}`));
}

/** The README's table under "Architecture": `| \`folder/\` | \`a/\`, \`b/\` |` rows. */
function readmeTable(): Record<string, string[]> {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const section = text.slice(text.indexOf('## Architecture'));
  const rows = [...section.matchAll(/^\| `([\w/-]+?)\/?` \| ([^|]*) \|/gm)];
  return Object.fromEntries(
    rows.map((m) => [
      m[1] as string,
      [...(m[2] as string).matchAll(/`([\w/-]+?)\/?`/g)].map((d) => d[1] as string),
    ]),
  );
}

describe('layer rule', () => {
  test("the table is the README's, row for row", () => {
    expect(readmeTable()).toEqual(layers);
  });

  test('every top-level folder and every folder of src/ has a row', () => {
    const present = [...folders('.').filter((f) => f !== 'src'), ...folders('src')].sort();
    expect(present).toEqual(Object.keys(layers).sort());
  });

  test('the table has no cycle: the layers can be stacked', () => {
    const placed: string[] = [];
    let left = Object.keys(layers);
    while (left.length > 0) {
      const next = left.filter((l) => (layers[l] ?? []).every((d) => placed.includes(d)));
      expect(next, `no layer can be placed among ${left.join(', ')}`).not.toEqual([]);
      placed.push(...next);
      left = left.filter((l) => !next.includes(l));
    }
  });

  test('no file circle: no file imports, through others, a file that imports it', () => {
    const graph = importGraph(['src', 'fixtures', 'generators', 'suites', 'bench', 'tests']);
    expect(circles(graph)).toEqual([]);
    // The graph is the real one: a reader that found no specifier would find no circle either.
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  test('the circle finder names a circle, a loop, and no diamond', () => {
    const graph = new Map([
      ['a', ['b', 'd']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f', 'd']],
    ]);
    expect(circles(graph)).toEqual(['a → b → c → a', 'f → f']);
    expect(
      circles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['d']],
          ['c', ['d']],
          ['d', []],
        ]),
      ),
    ).toEqual([]);
  });

  for (const [layer, entry] of Object.entries(entries)) {
    test(`other layers import ${layer} only through ${entry}`, () => {
      const outside = Object.keys(layers).filter((l) => l !== layer);
      const bad = outside.flatMap((l) =>
        files(l).flatMap((f) =>
          imports(f)
            .filter((target) => layerOf(target) === layer && target !== entry)
            .map((target) => `${f} → ${target}`),
        ),
      );
      expect(bad).toEqual([]);
    });
  }

  for (const [layer, deps] of Object.entries(layers)) {
    test(`${layer} imports only ${deps.join(', ') || 'itself'}`, () => {
      const bad = files(layer).flatMap((f) =>
        imports(f)
          .filter((target) => {
            const to = layerOf(target);
            return to !== layer && (to === undefined || !deps.includes(to));
          })
          .map((target) => `${f} → ${target}`),
      );
      expect(bad).toEqual([]);
    });
  }
});
