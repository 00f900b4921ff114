// @ts-nocheck
import { reportMissingChunk } from '../appUpdateSignal';
import { unexpectedFailure } from './client';
import type { ApiClient, ApiRequest, ApiResult } from './client';
import type * as WireModule from '../ticket/wire';

// The ticket's and my-bets' wire readers (shared/ticket/wire.ts) are a chunk of their own, off the
// first load (the session, menu and odds need none of them): fetched beside the first call that
// reads them, then held.

type Wire = typeof WireModule;

// The import is asked for once: each call of the build's dynamic import runs its preload helper
// again (a look through the document's links), in the task of every ticket check, refreshes included.
let wireModule: Promise<Wire> | null = null;
const loadWire = (): Promise<Wire> => {
  if (wireModule !== null) return wireModule;
  const loading = import('../ticket/wire');
  wireModule = loading;
  // A failed load (a deploy removed the chunk) is asked for afresh next time; the handler also keeps
  // it from being an unhandled rejection while the call is awaited.
  loading.catch(() => {
    if (wireModule === loading) wireModule = null;
  });
  return loading;
};

/**
 * The call, its reply's data read by `read` with the wire readers (given the data and the whole
 * reply). If the readers cannot be loaded (a deploy removed them), the call fails like any other,
 * with no data, and the update offer is told.
 */
export async function readWithWire<T>(
  client: ApiClient,
  call: Omit<ApiRequest<unknown>, 'readData'>,
  read: (wire: Wire, data: unknown, reply: ApiResult<unknown>) => T | undefined,
): Promise<ApiResult<T>> {
  const wire = loadWire();
  const reply = await client.request<unknown>({ ...call, readData: (body) => body.data });
  let readers: Wire;
  try {
    readers = await wire;
  } catch (failure) {
    reportMissingChunk();
    return unexpectedFailure(call.context, failure);
  }
  const { data, ...rest } = reply;
  const parsed = read(readers, data, reply);
  return parsed === undefined ? rest : { ...rest, data: parsed };
}
