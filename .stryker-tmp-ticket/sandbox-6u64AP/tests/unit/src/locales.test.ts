// @ts-nocheck
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import th from '@locales/th.json';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Every message id the interface asks for: `id: '…'` with a namespace (`ticket.title`) in src. */
function usedMessageIds(): string[] {
  const ids = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bid: '([a-z0-9-]+\.[a-z0-9.-]+)'/g)) {
      if (match[1] !== undefined) ids.add(match[1]);
    }
  }
  return [...ids].sort();
}

describe('locales', () => {
  it('en and th have the same flat keys', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text', () => {
    for (const messages of [en, th]) {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('has the empty-list text of the spec', () => {
    expect(en['session-table.table-not-data']).toBe('No data');
    expect(th['session-table.table-not-data']).toBe('ไม่มีข้อมูล');
  });

  it('translates interface text into Thai (only the brand and the spec message may match)', () => {
    const same = Object.keys(en).filter(
      (key) => en[key as keyof typeof en] === th[key as keyof typeof th],
    );
    expect(same.sort()).toEqual(['app.title', 'odds-area.heading', 'session.undefined']);
  });

  it('holds every message id the interface uses, in both languages', () => {
    const ids = usedMessageIds();
    expect(ids.length).toBeGreaterThan(40);
    const missing = ids.filter((id) => !(id in en) || !(id in th));
    expect(missing).toEqual([]);
  });
});
