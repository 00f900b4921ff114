// The odds lists, built once per market change and shared by every member (so load grows with
// lists, not members): the reply of each query is serialized once, compressed once per encoding
// (brotli, gzip) when first asked, and answered with an ETag per encoding so an unchanged list
// costs a 304.
//
// Ordinary variety (18 queries at 50 connections) rebuilt every list at every market change
// and held every build in memory. Now the cache is capped in bytes (least recently used lists go
// first), a large list is never joined into one JSON buffer (its rows' bytes stream into the encoder)
// and keeps only its brotli copy once that is made (plain and gzip bodies are re-made from it when
// asked), and at most one stale list is rebuilt at a time: while another list is
// being rebuilt, a caller may get the previous build of its list (a consistent list with its own
// change_id, which its next delta call starts from) instead of queueing a rebuild of its own.
//
// How old a reply may be (the freshness bound):
// - Never older than what the caller holds: a build whose change id is below the request's change id
//   (the one its caller holds, or was nudged to and asks from) is never answered.
// - Never more than MAX_LIST_AGE_MS (SIM_LIST_MAX_AGE_MS) behind: a list is a picture of the market at
//   the moment it was built, and a previous build is answered in place of a newer one only while that
//   moment is at most MAX_LIST_AGE_MS ago. Past it the caller's own rebuild starts at once, whatever
//   else is being rebuilt, and the caller waits for it; a build of the list still being compressed is
//   waited for instead (one build of a list at a time). So at any time a reply shows the market as it
//   stood at most MAX_LIST_AGE_MS before it was sent (plus the build's own time).
// The memory cap holds throughout: builds are counted as soon as they are made, forced or not.
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompress,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzip,
} from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One built list: its JSON, its compressed copies (made on first demand, in the zlib thread pool). */
export interface BuiltList {
  changeId: number;
  /** The cache clock's time when it was built: the moment of the market it shows. */
  readonly builtAt: number;
  /** The tag of the body in `encoding` (each encoding's body has its own). */
  etag(encoding: Encoding): string;
  /** The body in `encoding`. */
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Bytes held now (JSON while kept, and the compressed copies made). */
  readonly bytes: number;
}

export interface ListCache {
  /**
   * The list for `key` at the market's `changeId`, or (while another list is being rebuilt) a
   * previous build of this one no older than the freshness bound and no older than `atLeast` (the
   * caller's change id); `build` runs when that pair is new and either no other rebuild runs or no
   * previous build is fresh enough.
   */
  get(key: string, changeId: number, build: () => unknown, atLeast?: number): BuiltList;
  /**
   * `get`, with the list's `encoding` copy made: a newer build of a list already held is waited for
   * at most `REBUILD_WAIT_MS`; past that the caller gets the previous build (its copy ready) if that
   * one is still within the freshness bound, else it waits for the newer one.
   */
  ready(
    key: string,
    changeId: number,
    build: () => unknown,
    encoding: Encoding,
    atLeast?: number,
  ): Promise<BuiltList>;
  /** How many times a list was built (tests: two members, one build). */
  readonly builds: number;
  /** Rebuilds of a stale list still being compressed (tests wait for none before they count). */
  readonly rebuilding: number;
  readonly size: number;
  /** Bytes held by every kept list. */
  readonly bytes: number;
}

/**
 * Fast enough per change for a 7 MB list, ~7x smaller than the JSON (quality 11 takes seconds).
 * SIM_LIST_BROTLI_QUALITY sets another, for a bench to weigh CPU against bytes.
 */
export const BROTLI_QUALITY = 5;
/**
 * A 1 MB window instead of brotli's 4 MB default: the 7 MB early list comes out
 * 1 % larger (386 vs 382 kB) for the same CPU (~50 ms), and the encoders leave much less behind in the
 * zlib pool threads' malloc arenas (18 compressions in the pool: RSS 256 -> 192 MB; docs/benchmarks.md).
 */
const BROTLI_WINDOW_BITS = 20;
/**
 * After the rebuild of a large stale list (its JSON at least KEEP_JSON_BELOW_BYTES), rebuilds rest as
 * long as it worked before the next starts: under a variety of large lists (each stale at every
 * change) compression takes at most about half of one thread instead of all of it, and each list is
 * rebuilt every few seconds (the member's countdown is 20 s; an older build is consistent with its
 * own change_id). A single list, rebuilt once a change, never meets the rest; small lists cause none.
 */
const REBUILD_DUTY_REST = 1;
const GZIP_LEVEL = 6;
/** Lists above this keep only their brotli copy once it is made (the 7 MB early list: ~380 kB). */
export const KEEP_JSON_BELOW_BYTES = 256 * 1024;
/** How long a caller waits for a newer build of a list it could have in its previous build. */
export const REBUILD_WAIT_MS = 250;
/** Default cap of the whole cache (SIM_LIST_CACHE_MB). */
export const DEFAULT_LIST_CACHE_BYTES = 128 * 1024 * 1024;
/**
 * The oldest picture of the market a list reply may show (SIM_LIST_MAX_AGE_MS): two market ticks
 * (the simulator ticks each second), well inside a member's 20 s countdown and the 1 s a nudged
 * page may lag.
 */
export const MAX_LIST_AGE_MS = 2000;

function brotliParams(brotliQuality: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    },
  };
}

function compress(
  json: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  brotliQuality: number,
): Promise<Buffer> {
  if (encoding === 'br') return brotliAsync(json, brotliParams(brotliQuality));
  return gzipAsync(json, { level: GZIP_LEVEL });
}

/** How much of a large list's rows go to the encoder at a time (one buffer, refilled). */
const STREAM_CHUNK_BYTES = 64 * 1024;
/**
 * Encoders at work at once: libuv's pool runs this many (UV_THREADPOOL_SIZE, 4 unless set). A streamed
 * encoder holds its state (MBs) from its creation, so the rest wait their turn before they make one:
 * 200 delta calls with unknown change ids would otherwise hold 200 encoders at once.
 */
const ENCODERS = Math.max(1, Number(process.env.UV_THREADPOOL_SIZE) || 4);
let encodersBusy = 0;
const encoderQueue: (() => void)[] = [];

async function withEncoder<T>(work: () => Promise<T>): Promise<T> {
  if (encodersBusy >= ENCODERS) await new Promise<void>((resolve) => encoderQueue.push(resolve));
  else encodersBusy += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, else it is freed.
    const next = encoderQueue.shift();
    if (next) next();
    else encodersBusy -= 1;
  }
}

/**
 * A large list compressed straight from its rows' bytes: the rows pass through one 64 kB buffer,
 * refilled once the encoder has taken it in, so no 7 MB JSON is made per build. That JSON was the
 * simulator's largest garbage: every rebuild under a crowd made one, and the 18 first builds of a
 * variety held 18 at once (~110 MB) while the encoders worked through them.
 */
function compressParts(
  parts: readonly Buffer[],
  encoding: Exclude<Encoding, 'identity'>,
  brotliQuality: number,
): Promise<Buffer> {
  return withEncoder(() => streamParts(parts, encoding, brotliQuality));
}

async function streamParts(
  parts: readonly Buffer[],
  encoding: Exclude<Encoding, 'identity'>,
  brotliQuality: number,
): Promise<Buffer> {
  const encoder =
    encoding === 'br'
      ? createBrotliCompress(brotliParams(brotliQuality))
      : createGzip({ level: GZIP_LEVEL });
  const out: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    encoder.once('end', resolve);
    encoder.once('error', reject);
  });
  // An encoder that fails mid-way rejects both a write and this: the write's rejection is the one thrown.
  finished.catch(() => undefined);
  // The encoder has consumed a chunk once its write is called back: the buffer may be refilled.
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) =>
      encoder.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  const scratch = Buffer.allocUnsafe(STREAM_CHUNK_BYTES);
  let filled = 0;
  try {
    for (const part of parts) {
      let offset = 0;
      while (offset < part.length) {
        const n = part.copy(scratch, filled, offset);
        filled += n;
        offset += n;
        if (filled === STREAM_CHUNK_BYTES) {
          await write(scratch);
          filled = 0;
        }
      }
    }
    await write(scratch.subarray(0, filled));
    encoder.end();
    await finished;
  } catch (error) {
    encoder.destroy();
    throw error;
  }
  return Buffer.concat(out);
}

/** Distinguishes this process's tags from those of an earlier run at the same change id. */
const BOOT_ID = randomBytes(6).toString('base64url');

const ENCODING_TAG: Readonly<Record<Encoding, string>> = { br: 'br', gzip: 'gz', identity: 'id' };

function builtList(
  changeId: number,
  key: string,
  body: readonly Buffer[],
  builtAt: number,
  brotliQuality: number,
): BuiltList {
  const length = body.reduce((n, part) => n + part.length, 0);
  // A small list keeps its JSON; a large one keeps only its rows' bytes (shared with the row cache)
  // until its brotli copy is made, and that copy alone after.
  const json: Buffer | null = length < KEEP_JSON_BELOW_BYTES ? Buffer.concat(body, length) : null;
  let parts: readonly Buffer[] | null = json === null ? body : null;
  const copies = new Map<Encoding, Promise<Buffer>>();
  const sizes = new Map<Encoding, number>();
  // The body is a function of (query, change id) in this process: no need to hash 7 MB for a tag.
  const tag = `${BOOT_ID}-${changeId}-${createHash('sha1').update(key).digest('base64url').slice(0, 10)}`;
  const plain = (): Promise<Buffer> => {
    if (json !== null) return Promise.resolve(json);
    if (parts !== null) return Promise.resolve(Buffer.concat(parts, length));
    const br = copies.get('br');
    // The rows are let go only once the brotli copy exists.
    return br ? br.then((bytes) => unbrotliAsync(bytes)) : Promise.reject(new Error('list lost'));
  };
  const copy = (encoding: Exclude<Encoding, 'identity'>) => {
    let made = copies.get(encoding);
    if (!made) {
      const rows = parts;
      made =
        rows !== null
          ? compressParts(rows, encoding, brotliQuality)
          : plain().then((bytes) => compress(bytes, encoding, brotliQuality));
      copies.set(encoding, made);
      made.then(
        (bytes) => {
          sizes.set(encoding, bytes.length);
          // A large list keeps its brotli copy only: the rest is re-made from it when asked.
          if (encoding === 'br' && parts !== null) {
            parts = null;
            copies.delete('gzip');
            sizes.delete('gzip');
          }
        },
        // A failed compression is not kept: the next caller tries again.
        () => copies.delete(encoding),
      );
    }
    return made;
  };
  const list: BuiltList = {
    changeId,
    builtAt,
    etag: (encoding) => `"${tag}-${ENCODING_TAG[encoding]}"`,
    encoded(encoding) {
      if (encoding === 'identity') return plain();
      // gzip of a large list is made from its rows (or the brotli copy) and not kept beside brotli.
      return copy(encoding);
    },
    get bytes() {
      let n = json?.length ?? (parts !== null ? length : 0);
      for (const size of sizes.values()) n += size;
      return n;
    },
  };
  return list;
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
  return Buffer.concat(serializeListParts(reply));
}

/** `serializeList`'s bytes in pieces: the rows' own buffers, not copied into one. */
function serializeListParts(reply: unknown): Buffer[] {
  if (
    typeof reply !== 'object' ||
    reply === null ||
    !('data' in reply) ||
    !Array.isArray(reply.data)
  )
    return [Buffer.from(JSON.stringify(reply))];
  const keys = Object.keys(reply);
  if (keys[keys.length - 1] !== 'data') return [Buffer.from(JSON.stringify(reply))];
  const head = JSON.stringify({ ...reply, data: [] });
  const parts: Buffer[] = [Buffer.from(`${head.slice(0, -3)}[`)];
  (reply.data as unknown[]).forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(rowBytes(row));
  });
  parts.push(Buffer.from(']}'));
  return parts;
}

interface Slot {
  /** The build callers get. */
  current: BuiltList;
  /** A newer build whose first copy is still being made. */
  next: BuiltList | undefined;
}

export interface ListCacheOptions {
  /** The freshness bound: the oldest build answered in place of a newer one, ms. */
  maxAgeMs?: number;
  /** Brotli's quality for the compressed copies (0-11). */
  brotliQuality?: number;
  /** The cache's clock, ms (tests: a fake one). */
  now?: () => number;
}

/**
 * `maxBytes` caps every kept list together (least recently used first out; the list just asked for
 * always stays); `maxEntries` bounds the distinct queries (delta queries carry the caller's change id);
 * `rebuildWaitMs` is how long a caller waits for a newer build before it gets the previous one.
 */
export function createListCache(
  maxBytes = DEFAULT_LIST_CACHE_BYTES,
  maxEntries = 256,
  rebuildWaitMs = REBUILD_WAIT_MS,
  {
    maxAgeMs = MAX_LIST_AGE_MS,
    now = () => performance.now(),
    brotliQuality = BROTLI_QUALITY,
  }: ListCacheOptions = {},
): ListCache {
  const slots = new Map<string, Slot>();
  let builds = 0;
  /** Rebuilds of a stale list under way (at most one: the others keep their previous build). */
  let rebuilding = 0;
  /** No stale rebuild starts before this (`now()`): the rest after the last one. */
  let restUntil = 0;

  const bytesHeld = () => {
    let n = 0;
    for (const slot of slots.values()) n += slot.current.bytes + (slot.next?.bytes ?? 0);
    return n;
  };
  const trim = (keep: string) => {
    let total = bytesHeld();
    for (const [key, slot] of slots) {
      if (total <= maxBytes && slots.size <= maxEntries) break;
      if (key === keep) continue;
      total -= slot.current.bytes + (slot.next?.bytes ?? 0);
      slots.delete(key);
    }
  };
  const touch = (key: string, slot: Slot) => {
    // Most recently used last: the oldest key is the first to go.
    slots.delete(key);
    slots.set(key, slot);
  };
  const make = (key: string, changeId: number, build: () => unknown) => {
    builds += 1;
    const builtAt = now();
    return builtList(changeId, key, serializeListParts(build()), builtAt, brotliQuality);
  };
  /** A previous build may stand in for a newer one: not below the caller's id, within the bound. */
  const fresh = (list: BuiltList | undefined, atLeast: number): list is BuiltList =>
    list !== undefined && list.changeId >= atLeast && now() - list.builtAt <= maxAgeMs;

  const cache: ListCache = {
    async ready(key, changeId, build, encoding, atLeast = 0) {
      const previous = slots.get(key)?.current;
      const list = cache.get(key, changeId, build, atLeast);
      if (previous === undefined || list === previous || !fresh(previous, atLeast)) {
        await list.encoded(encoding);
        return list;
      }
      let timer: NodeJS.Timeout | undefined;
      const fallback = async () => {
        await previous.encoded(encoding);
        return previous;
      };
      try {
        return await Promise.race([
          list.encoded(encoding).then(
            () => list,
            (error: unknown) => {
              if (fresh(previous, atLeast)) return fallback();
              throw error;
            },
          ),
          new Promise<BuiltList>((resolve, reject) => {
            // Past the wait, the previous build if it is still fresh enough; else the newer one.
            timer = setTimeout(() => {
              const stand = fresh(previous, atLeast)
                ? fallback()
                : list.encoded(encoding).then(() => list);
              void stand.then(resolve, reject);
            }, rebuildWaitMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    get(key, changeId, build, atLeast = 0) {
      const slot = slots.get(key);
      if (slot === undefined) {
        const fresh: Slot = { current: make(key, changeId, build), next: undefined };
        touch(key, fresh);
        trim(key);
        return fresh.current;
      }
      touch(key, slot);
      if (slot.current.changeId === changeId) return slot.current;
      if (slot.next?.changeId === changeId) return slot.next;
      // Stale. Another list is being rebuilt, or the last rebuild's rest is not over: this one waits
      // its turn and serves a build in progress or its last one, if either is fresh enough. A caller
      // no build can answer within the bound has its rebuild started now.
      const startedAt = now();
      if (rebuilding > 0 || startedAt < restUntil) {
        if (fresh(slot.next, atLeast)) return slot.next;
        if (fresh(slot.current, atLeast)) return slot.current;
      }
      // A build of this list still being compressed answers, whatever its age, every caller it is not
      // older than: once sent it shows the market as it stood when it began, the build's own time ago,
      // which is what a second build begun now would show once done, but it is done sooner. Starting
      // another beside it (the old rule past the bound) let a starved simulator run several builds of
      // each list at once, each made stale by the next and thrown away: under a crowd asking all 18
      // early lists, ~120-210 ms of CPU per answer and 600-730 MB.
      if (slot.next !== undefined && slot.next.changeId >= atLeast) return slot.next;
      const next = make(key, changeId, build);
      const large = next.bytes >= KEEP_JSON_BELOW_BYTES;
      slot.next = next;
      rebuilding += 1;
      // Its brotli copy (what browsers ask for) made, the new build replaces the old one.
      void next
        .encoded('br')
        .then(
          () => {
            if (slot.next === next) {
              slot.current = next;
              slot.next = undefined;
            }
          },
          () => {
            if (slot.next === next) slot.next = undefined;
          },
        )
        .finally(() => {
          rebuilding -= 1;
          const doneAt = now();
          if (large) restUntil = doneAt + (doneAt - startedAt) * REBUILD_DUTY_REST;
          trim(key);
        });
      trim(key);
      return next;
    },
    get builds() {
      return builds;
    },
    get rebuilding() {
      return rebuilding;
    },
    get size() {
      return slots.size;
    },
    get bytes() {
      return bytesHeld();
    },
  };
  return cache;
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
