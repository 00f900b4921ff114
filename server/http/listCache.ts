// The odds lists, built once per market change and shared by every member (issue 9 "Load"): the
// reply of each query is serialized once, compressed once per encoding (brotli, gzip) when first
// asked, and answered with an ETag so an unchanged list costs a 304.
import { createHash, randomBytes } from 'node:crypto';
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
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    });
  }
  return gzipAsync(json, { level: GZIP_LEVEL });
}

/** Distinguishes this process's tags from those of an earlier run at the same change id. */
const BOOT_ID = randomBytes(6).toString('base64url');

function builtList(changeId: number, key: string, json: Buffer): BuiltList {
  const copies = new Map<Encoding, Promise<Buffer>>();
  // The body is a function of (query, change id) in this process: no need to hash 7 MB for a tag.
  const etag = `"${BOOT_ID}-${changeId}-${createHash('sha1').update(key).digest('base64url').slice(0, 10)}"`;
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

/**
 * Each event row the market hands out is the same array until that event changes, so its UTF-8 JSON
 * is kept beside it: a rebuild after a change encodes only the changed events and copies the rest
 * (encoding a 7 MB string with Thai names in it costs 25-70 ms of main thread; copying, ~3 ms).
 */
const rowJson = new WeakMap<object, Buffer>();
const COMMA = Buffer.from(',');

function rowBytes(row: unknown): Buffer {
  if (typeof row !== 'object' || row === null) return Buffer.from(JSON.stringify(row) ?? 'null');
  let bytes = rowJson.get(row);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(row) ?? 'null');
    rowJson.set(row, bytes);
  }
  return bytes;
}

/** Exactly the UTF-8 of `JSON.stringify(reply)`, with the rows of `data` (its last field) from the row cache. */
export function serializeList(reply: unknown): Buffer {
  if (
    typeof reply !== 'object' ||
    reply === null ||
    !('data' in reply) ||
    !Array.isArray(reply.data)
  )
    return Buffer.from(JSON.stringify(reply));
  const keys = Object.keys(reply);
  if (keys[keys.length - 1] !== 'data') return Buffer.from(JSON.stringify(reply));
  const head = JSON.stringify({ ...reply, data: [] });
  const parts: Buffer[] = [Buffer.from(`${head.slice(0, -3)}[`)];
  (reply.data as unknown[]).forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(rowBytes(row));
  });
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
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
      const list = builtList(changeId, key, serializeList(build()));
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
