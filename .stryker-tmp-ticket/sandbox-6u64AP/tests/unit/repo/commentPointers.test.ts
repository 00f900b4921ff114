// @ts-nocheck
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment says why in its own words. A pointer a reader cannot follow says nothing: the issue
// tracker is not in the repository, and neither are the product and API spec files the code was
// first written from. This walks the source tree and fails on either kind of pointer, naming the
// file and line of each.

const root = join(import.meta.dirname, '../../..');

/** The folders walked, whole; the root's own config files are read as well (not its folders). */
const FOLDERS = ['src', 'workers', 'server', 'machines', 'contract', 'scripts', 'tests', 'public'];
const SOURCE = /\.(tsx?|m?js|cjs|css|html|svg)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.git']);

/** The word issue or issues, an optional "#", then a number: a tracker's item. */
const ISSUE_POINTER = /\b[Ii]ssues? #?\d+/;
/** The spec files that were never part of the repository. */
const SPEC_POINTER = /product[-]spec|member-api\.md|test-hooks\.md|STYLE\.md/;

/** A pointer of the kind the test looks for, built so that this file holds none itself. */
const issueOf = (word: string, number: string): string => `${word} ${number}`;
const SPEC_FILE = ['product', 'spec'].join('-');

function walk(dir: string, found: string[]): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, found);
    } else if (entry.isFile() && SOURCE.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

function sourceFiles(): string[] {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => entry.name);
  return FOLDERS.reduce<string[]>((all, folder) => walk(folder, all), rootFiles).sort();
}

/** `file:line: text` of every line of `text` that points at an issue or a spec file. */
function pointersIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      ISSUE_POINTER.test(line) || SPEC_POINTER.test(line)
        ? [`${file}:${String(index + 1)}: ${line.trim()}`]
        : [],
    );
}

describe('comment pointers', () => {
  it('finds an issue pointer and a spec pointer, with file and line', () => {
    const text = `const a = 1;\n// ${issueOf('issue', '12')}: why\n/** See ${SPEC_FILE} section 5. */\n`;
    expect(pointersIn('x.ts', text)).toEqual([
      `x.ts:2: // ${issueOf('issue', '12')}: why`,
      `x.ts:3: /** See ${SPEC_FILE} section 5. */`,
    ]);
    expect(
      pointersIn('x.ts', `// ${issueOf('Issues', '28')} and 32: a follow names its events.`),
    ).toHaveLength(1);
    expect(pointersIn('x.ts', `// see ${issueOf('issue', '#12')}`)).toHaveLength(1);
    expect(pointersIn('x.ts', '// The member API answers 401 (an issued token expired).')).toEqual(
      [],
    );
  });

  it('walks the source tree', () => {
    const files = sourceFiles();
    for (const expected of ['src/app/main.tsx', 'contract/wire.ts', 'vite.config.ts', 'index.html'])
      expect(files).toContain(expected);
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('no source file points at an issue number or a spec file outside the repository', () => {
    const offenders = sourceFiles().flatMap((file) =>
      pointersIn(file, readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders, `Say why in the comment's own words:\n${offenders.join('\n')}\n`).toEqual([]);
  });
});
