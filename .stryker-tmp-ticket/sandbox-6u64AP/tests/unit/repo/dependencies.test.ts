// @ts-nocheck
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// package.json says what the tree uses. A package imported but not declared works only
// while some other package happens to pull it in (and breaks when that one moves on); a package
// declared but used nowhere is installed, audited and updated for nothing.

const root = join(import.meta.dirname, '../../..');

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = (path: string): PackageJson =>
  JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

const pkg = readJson(join(root, 'package.json'));
const declared = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
];

/** The project's own folder aliases (tsconfig.base.json paths: `@src/*`, `@workers/*`, ...). */
const aliases = Object.keys(
  (
    ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config as {
      compilerOptions: { paths: Record<string, string[]> };
    }
  ).compilerOptions.paths,
).map((alias) => alias.replace(/\*$/, ''));

/** `@scope/name/sub?worker` -> `@scope/name`; undefined for relative, absolute, node, virtual, alias. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:|virtual:)/.test(specifier)) return undefined;
  if (aliases.some((alias) => specifier.startsWith(alias))) return undefined;
  const name = specifier
    .split('?')[0]!
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtinModules.includes(name) ? undefined : name;
}

const sourceFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file) && existsSync(join(root, file)));

/** Every package each tracked (or new, not ignored) source file imports, by the TypeScript parser. */
function importsOfTree(): Map<string, string[]> {
  const files = sourceFiles;
  const users = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const specifiers = [
      ...info.importedFiles.map((ref) => ref.fileName),
      ...info.typeReferenceDirectives.map((ref) => ref.fileName),
    ];
    for (const name of specifiers.map(packageOf)) {
      if (name !== undefined && !users.get(name)?.includes(file))
        users.set(name, [...(users.get(name) ?? []), file]);
    }
  }
  return users;
}

/** Programs the package puts on the PATH (`tsc`, `eslint`, ...). */
function binsOf(name: string): string[] {
  const path = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(path)) return [];
  const { bin } = readJson(path);
  if (bin === undefined) return [];
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin);
}

/** Why a declared package is there although no file imports it, or undefined. */
function useWithoutImport(name: string, imported: Set<string>): string | undefined {
  const scripts = Object.values(pkg.scripts ?? {}).join(' && ');
  const words = new Set(scripts.split(/[\s&|;]+/));
  const bin = binsOf(name).find((program) => words.has(program));
  if (bin !== undefined) return `runs as \`${bin}\` in a script`;
  if (scripts.includes(`--import ${name}`)) return 'loaded by --import in a script';
  if (name.startsWith('@types/')) {
    const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
    if (typed === 'node' || imported.has(typed)) return `types of ${typed}`;
  }
  const peerOf = declared.find((other) => {
    const path = join(root, 'node_modules', other, 'package.json');
    return existsSync(path) && name in (readJson(path).peerDependencies ?? {});
  });
  if (peerOf !== undefined) return `peer dependency of ${peerOf}`;
  const environment = sourceFiles.find((file) =>
    readFileSync(join(root, file), 'utf8').includes(`@vitest-environment ${name}`),
  );
  if (environment !== undefined) return `Vitest environment of ${environment}`;
  // A plugin a tool loads by its name from its config (stryker.config.mjs: the Vitest runner).
  const plugin = sourceFiles.find((file) =>
    new RegExp(`plugins:\\s*\\[[^\\]]*'${name.replace(/[/.-]/g, '\\$&')}'`).test(
      readFileSync(join(root, file), 'utf8'),
    ),
  );
  if (plugin !== undefined) return `plugin named in ${plugin}`;
  // eslint-plugin-import loads `eslint-import-resolver-<key>` for a key of its import/resolver setting.
  const resolver = /^eslint-import-resolver-(.+)$/.exec(name)?.[1];
  const eslintConfig = readFileSync(join(root, 'eslint.config.js'), 'utf8');
  if (
    resolver !== undefined &&
    new RegExp(`'import/resolver':\\s*{[^]*?\\b${resolver}:\\s*{`).test(eslintConfig)
  )
    return 'resolver named in eslint.config.js';
  return undefined;
}

describe('dependencies', () => {
  const users = importsOfTree();

  it('knows a package name from an import specifier', () => {
    expect(packageOf('@formatjs/icu-messageformat-parser/no-parser.js')).toBe(
      '@formatjs/icu-messageformat-parser',
    );
    expect(packageOf('date-fns/lightFormat')).toBe('date-fns');
    expect(packageOf('./odds.worker?worker')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('virtual:pwa-register')).toBeUndefined();
    expect(packageOf('@contract/money')).toBeUndefined();
    expect(packageOf('@src/shared/cookies')).toBeUndefined();
  });

  it('declares every package the tree imports', () => {
    const undeclared = [...users].filter(([name]) => !declared.includes(name));
    expect(Object.fromEntries(undeclared)).toEqual({});
  });

  it('uses every package it declares', () => {
    const imported = new Set(users.keys());
    const unused = declared.filter(
      (name) => !imported.has(name) && useWithoutImport(name, imported) === undefined,
    );
    expect(unused).toEqual([]);
  });

  it('holds the build-time message parser at the version react-intl reads the ASTs with', () => {
    // vite.config.ts precompiles locales/ to ICU ASTs and the app aliases the parser away: an AST
    // from another parser version could read differently at runtime.
    const reactIntl = readJson(join(root, 'node_modules/react-intl/package.json'));
    expect(pkg.devDependencies?.['@formatjs/icu-messageformat-parser']).toBe(
      reactIntl.dependencies?.['@formatjs/icu-messageformat-parser'],
    );
  });
});
