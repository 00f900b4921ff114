// @ts-nocheck
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a newcomer's guide: short enough to read top to bottom, and its folder map true to
// the tree. A map that names a folder that is gone, or leaves out a folder someone added, sends a
// reader to the wrong place; so does a link to a document that moved.

const root = join(import.meta.dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const README_MAX_LINES = 200;
const README_MAX_WIDTH = 120;

/** Folders whose every sub-folder the map names ('' = the repository's root). */
const MAPPED_PARENTS = [
  '',
  'src',
  'src/features',
  'src/features/popups',
  'src/shared',
  'workers',
  'workers/odds',
  'server',
  'server/http',
  'tests',
  'tests/fixtures',
  'public',
  'scripts',
  'docs',
];

interface MapEntry {
  /** The entry's folder, from the repository's root, with its trailing slash. */
  folder: string;
  /** Every back-quoted name in the entry after its folder. */
  names: string[];
}

/**
 * The "Folders" section's entries: each list item starts with its folder from the root in back
 * quotes; the back-quoted names after it that end with a slash are folders inside it.
 */
function folderMap(markdown: string): MapEntry[] {
  const start = markdown.indexOf('\n## Folders\n');
  if (start < 0) throw new Error('README has no "## Folders" section');
  const end = markdown.indexOf('\n## ', start + 1);
  const lines = markdown.slice(start, end < 0 ? undefined : end).split('\n');
  const entries: MapEntry[] = [];
  for (const line of lines) {
    const head = /^\s*- `([^`]+\/)`(.*)$/.exec(line);
    const text = head ? (head[2] ?? '') : line;
    if (head) entries.push({ folder: head[1] ?? '', names: [] });
    else if (!/^\s+\S/.test(line)) continue; // a paragraph outside the list
    const entry = entries.at(-1);
    if (entry) for (const match of text.matchAll(/`([^`]+)`/g)) entry.names.push(match[1] ?? '');
  }
  return entries;
}

const isFolderName = (name: string) => /^[\w.-]+(\/[\w.-]+)*\/$/.test(name);

/** Every folder the map names, from the root, with its trailing slash. */
function namedFolders(entries: readonly MapEntry[]): Set<string> {
  const named = new Set<string>();
  for (const entry of entries) {
    named.add(entry.folder);
    for (const name of entry.names.filter(isFolderName)) named.add(entry.folder + name);
  }
  return named;
}

/** The tracked folders directly inside each mapped parent (git's view: no build or install output). */
function sourceFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) {
      const parent = posix.dirname(dir) === '.' ? '' : posix.dirname(dir);
      if (MAPPED_PARENTS.includes(parent)) folders.add(`${dir}/`);
    }
  }
  return [...folders].sort();
}

/** A stale map's faults: folders it names that do not exist, source folders it does not name. */
function staleEntries(markdown: string, folders: readonly string[]) {
  const named = namedFolders(folderMap(markdown));
  const isDir = (path: string) =>
    existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();
  return {
    missing: [...named].filter((folder) => !isDir(folder)).sort(),
    unnamed: folders.filter((folder) => !named.has(folder)),
  };
}

const benchFiles = readdirSync(join(root, 'tests/bench'))
  .filter((file) => file.endsWith('.ts'))
  .sort();

describe('the README', () => {
  it(`is at most ${README_MAX_LINES} lines, none wider than ${README_MAX_WIDTH} characters`, () => {
    const lines = readme.replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
    const wide = lines
      .map((line, index) => ({ line: index + 1, width: [...line].length }))
      .filter(({ width }) => width > README_MAX_WIDTH);
    expect(wide).toEqual([]);
  });

  it('names in its folder map only folders that exist, and every source folder', () => {
    const folders = sourceFolders();
    // The tree really has the folders the map must cover (the check is not vacuous).
    expect(folders).toEqual(
      expect.arrayContaining(['src/features/theme/', 'workers/realtime/', 'tests/mutation/']),
    );
    expect(staleEntries(readme, folders)).toEqual({ missing: [], unnamed: [] });
  });

  it('names every bench file, and only files that exist', () => {
    const entry = folderMap(readme).find((e) => e.folder === 'tests/bench/');
    const named = (entry?.names ?? []).filter((name) => name.endsWith('.ts')).sort();
    expect(benchFiles.length).toBeGreaterThan(10);
    expect([...new Set(named)]).toEqual(benchFiles);
  });

  it('catches a stale map: a folder gone, a folder left out', () => {
    const folders = sourceFolders();
    const gone = readme.replace('`theme/`', '`themes/`');
    expect(staleEntries(gone, folders)).toEqual({
      missing: ['src/features/themes/'],
      unnamed: ['src/features/theme/'],
    });
    const leftOut = readme.replace(/^\s*- `workers\/realtime\/`.*\n(\s{4}.*\n)*/m, '');
    expect(staleEntries(leftOut, folders).unnamed).toEqual(['workers/realtime/']);
  });
});

describe('the benchmark record', () => {
  const record = readFileSync(join(root, 'docs/benchmarks/current.md'), 'utf8');
  const headings = record.split('\n').filter((line) => line.startsWith('## '));

  it("every bench prints where an accepted figure goes, and the record has that bench's table", () => {
    const benches: string[] = [];
    for (const file of benchFiles) {
      const source = readFileSync(join(root, 'tests/bench', file), 'utf8');
      for (const match of source.matchAll(/recordLine\('([^']+)'\)/g)) benches.push(match[1] ?? '');
      if (source.includes('await runBoardBench('))
        for (const match of source.matchAll(/'(bench:[\w:]+)'/g)) benches.push(match[1] ?? '');
    }
    // Every script package.json runs as a bench, and sockets.ts, which runs by its path.
    const scripts = Object.values(
      (
        JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const entries = [
      'sockets.ts',
      ...scripts.flatMap((s) => /tests\/bench\/(\w+\.ts)/.exec(s)?.[1] ?? []),
    ];
    for (const file of new Set(entries)) {
      const source = readFileSync(join(root, 'tests/bench', file), 'utf8');
      expect(/recordLine\(|await runBoardBench\(/.test(source), file).toBe(true);
    }
    expect(benches).toEqual(
      expect.arrayContaining(['bench:mobile', 'bench:browser', 'sockets.ts']),
    );
    for (const bench of new Set(benches))
      expect(
        headings.some((heading) => heading.includes(bench)),
        bench,
      ).toBe(true);
  });
});

describe('the documents', () => {
  const documents = [
    'README.md',
    ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];

  it.each(documents)('%s links only to files that exist', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
      .filter((target) => !existsSync(join(root, dirname(document), target.split('#')[0] ?? '')));
    expect(broken).toEqual([]);
  });
});
