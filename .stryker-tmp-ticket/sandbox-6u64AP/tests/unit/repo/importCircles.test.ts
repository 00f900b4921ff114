// @ts-nocheck
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import circle, types included. eslint's `import/no-cycle` skips `import type` (eslint-plugin-import
// has no option to follow it), yet a circle of types is still two modules that cannot be read
// or moved one without the other. This wall follows every import the TypeScript parser sees in
// the tree's own files: `import`, `import type`, `export ... from` and `import()`, resolved through
// the folder aliases (tsconfig.base.json) as the compiler resolves them.

const root = join(import.meta.dirname, '../../..');

const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options;

const sourceFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file) && existsSync(join(root, file)));

/** The tree's own files a file imports (packages and what does not resolve are left out). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  const out: string[] = [];
  for (const { fileName } of info.importedFiles) {
    const resolved = ts.resolveModuleName(fileName, join(root, file), options, ts.sys)
      .resolvedModule?.resolvedFileName;
    if (resolved === undefined || resolved.includes('/node_modules/')) continue;
    const path = relative(root, resolved);
    if (!out.includes(path)) out.push(path);
  }
  return out;
}

/** The circles of a graph: its strongly connected parts of more than one file (Tarjan). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      part.push(top);
    } while (top !== file);
    if (part.length > 1 || graph.get(file)?.includes(file) === true) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('import circles, types included', () => {
  it('finds a circle and a file importing itself, and follows type imports', () => {
    expect(
      circlesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', ['a.ts', 'd.ts']],
          ['d.ts', []],
          ['e.ts', ['e.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      circlesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
    // The odds lists' module reads the wire vocabulary by `import type` only: followed.
    expect(importsOf('contract/oddsList.ts')).toContain('contract/wire.ts');
    expect(importsOf('contract/odds.ts')).toEqual(
      expect.arrayContaining(['contract/wire.ts', 'contract/oddsList.ts']),
    );
  });

  it('the tree has none', () => {
    const graph = new Map(sourceFiles.map((file) => [file, importsOf(file)]));
    expect(circlesOf(graph)).toEqual([]);
  });
});
