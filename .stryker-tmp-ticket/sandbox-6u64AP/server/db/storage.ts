// @ts-nocheck
// A full or read-only DATA_DIR. At start the simulator proves it can write there (a probe
// file written, synced and removed, and a row written to the database) or refuses to start with a
// message naming the folder and the cause; at run time a storage failure is a 503 in the member-API
// error shape with Retry-After (the transaction rolled back: nothing that failed was acknowledged).
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from './database';
import { writeState } from './database';

/** SQLite result codes that mean the storage, not the request, failed. */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL)/;
/** Node's file-system errors of the same kind. */
const FILE_CODES = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EDQUOT', 'EFBIG']);

/** A storage failure (disk full, read-only, I/O error), as opposed to a bug or a client mistake. */
export function isStorageError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (STORAGE_CODES.test(code) || FILE_CODES.has(code));
}

/** Seconds a caller is told to wait after a storage failure. */
export const STORAGE_RETRY_AFTER_S = 30;

export const STORAGE_UNAVAILABLE = {
  status: false,
  message:
    'The service cannot save right now (storage unavailable): nothing was changed, try again later',
  error: 'storage unavailable',
  code: 'unavailable',
} as const;

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `DATA_DIR ${resolve(dataDir)} cannot be written (${describe(cause)}): the simulator needs a writable folder with free space for its database; set DATA_DIR to one`,
    );
    this.name = 'DataDirError';
  }
}

/** The folder exists (made if needed) and takes a small synced write. */
export function checkDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = join(dataDir, `.write-probe-${process.pid}`);
    const fd = openSync(probe, 'w');
    try {
      // 64 KiB: a folder too full for that cannot hold a database's next pages either.
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
    }
  } catch (error) {
    throw new DataDirError(dataDir, error);
  }
}

/** The opened database takes a write (read-only files, a full disk show here). */
export function checkDatabaseWritable(db: Db, dataDir: string, nowMs: number): void {
  try {
    writeState(db, 'started_at', String(nowMs));
  } catch (error) {
    throw new DataDirError(dataDir, error);
  }
}
