// @ts-nocheck
import type { CallOutcome } from '@machines/memberTypes';
import type { ApiResult } from './client';

/** Turns a normalised reply into what the machines branch on: data, or a failure that may be a 401. */
export function toCallOutcome<T>(result: ApiResult<T>): CallOutcome<T> {
  if (result.ok && result.data !== undefined) return { ok: true, data: result.data };
  return {
    ok: false,
    unauthorized: result.status === 401,
    message: result.message || `HTTP ${result.status}`,
    ...(result.unreachable === true ? { unreachable: true } : {}),
  };
}
