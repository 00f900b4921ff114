// The odds lists, built once per market change and shared by every member (issue 9 "Load"): the
// reply of each query is serialized once, compressed once per encoding (brotli, gzip) when first
// asked, and answered with an ETag so an unchanged list costs a 304.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One built list: its JSON, its compressed copies (made on first demand, in the zlib thread pool). */
export interface BuiltList {
  changeId: number;
  etag: string;
  json: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface ListCache {
  /** The list for `key` at the market's `changeId`; `build` runs only when that pair is new. */
  get(key: string, changeId: number, build: () => unknown): BuiltList;
  /** How many times a list was built (tests: two members, one build). */
  readonly builds: number;
  readonly size: number;
}

/** Fast enough per change for a 7 MB list, ~7x smaller than the JSON (quality 11 takes seconds). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function compress(json: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(json, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
    });
  }
  return gzipAsync(json, { level: GZIP_LEVEL });
}

function builtList(changeId: number, json: Buffer): BuiltList {
  const copies = new Map<Encoding, Promise<Buffer>>();
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return {
    changeId,
    etag,
    json,
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(json);
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compress(json, encoding);
        copies.set(encoding, copy);
        // A failed compression is not kept: the next caller tries again.
        copy.catch(() => copies.delete(encoding));
      }
      return copy;
    },
  };
}

/** `maxEntries` bounds the distinct queries kept (delta queries carry the caller's change id). */
export function createListCache(maxEntries = 256): ListCache {
  const entries = new Map<string, BuiltList>();
  let builds = 0;
  return {
    get(key, changeId, build) {
      const hit = entries.get(key);
      if (hit?.changeId === changeId) {
        // Most recently used last: the oldest key is the first to go.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const list = builtList(changeId, Buffer.from(JSON.stringify(build())));
      builds += 1;
      entries.delete(key);
      entries.set(key, list);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return list;
    },
    get builds() {
      return builds;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The best encoding the caller accepts: br, then gzip, else none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    accepted.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match holds this ETag (weak or strong form), or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
