// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createEarlyReplies } from '@workers/odds/earlyReplies';
import { authHeaders, fetchOddsList, oddsListUrl } from '@workers/odds/api';
import type { FetchLike } from '@workers/odds/api';

const URL_A = '/api/member/event/sc/nokey/get-live-odds?sport_type_id=1';

function network() {
  const asked: string[] = [];
  const fetchImpl: FetchLike = (url) => {
    asked.push(url);
    return Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ from: 'network' }),
    });
  };
  return { asked, fetchImpl };
}

const init = (token: string, signal?: AbortSignal) => ({
  method: 'GET' as const,
  headers: authHeaders(token),
  ...(signal === undefined ? {} : { signal }),
});

describe('odds lists asked for before the engine started', () => {
  it('answer the engine’s identical call (address and token) once, even before they arrive', async () => {
    const early = createEarlyReplies();
    const { asked, fetchImpl } = network();
    const request = {
      kind: 'live' as const,
      betType: 'sc' as const,
      sportTypeId: 1,
      oddsType: 'MY' as const,
      sortTime: 'all' as const,
      earlyDate: '',
      changeId: null,
    };
    const url = oddsListUrl('', request);
    early.expect(url, 't');
    const first = fetchOddsList(early.wrap(fetchImpl), { apiBase: '', token: 't' }, request);
    early.arrive(`${url}&x=1`, 't', { status: 200, body: '{"other":true}' });
    early.arrive(url, 't', { status: 200, body: '{"change_id":5}' });
    await expect(first).resolves.toEqual({ change_id: 5 });
    expect(asked).toEqual([]);
  });

  it('are read as the engine reads a fetch: status, ok and the JSON body', async () => {
    const early = createEarlyReplies();
    const { asked, fetchImpl } = network();
    const fetchWith = early.wrap(fetchImpl);
    early.expect(URL_A, 't');
    const call = fetchWith(URL_A, init('t'));
    early.arrive(URL_A, 't', { status: 200, body: '{"change_id":5}' });
    const reply = await call;
    expect([reply.ok, reply.status, await reply.json()]).toEqual([true, 200, { change_id: 5 }]);
    const refused = createEarlyReplies();
    refused.expect(URL_A, 't');
    refused.arrive(URL_A, 't', { status: 401, body: '{"message":"gone"}' });
    const gone = await refused.wrap(fetchImpl)(URL_A, init('t'));
    expect([gone.ok, gone.status]).toEqual([false, 401]);
    // The next identical call is the network's; another token's too.
    await fetchWith(URL_A, init('t'));
    early.expect(URL_A, 'u');
    await fetchWith(URL_A, init('other'));
    expect(asked).toEqual([URL_A, URL_A]);
  });

  it('a list whose early call failed is fetched by the engine itself', async () => {
    const early = createEarlyReplies();
    const { asked, fetchImpl } = network();
    early.expect(URL_A, 't');
    const call = early.wrap(fetchImpl)(URL_A, init('t'));
    early.arrive(URL_A, 't', null);
    expect(await (await call).json()).toEqual({ from: 'network' });
    expect(asked).toEqual([URL_A]);
  });

  it('a cancelled call stops waiting, as a cancelled fetch would', async () => {
    const early = createEarlyReplies();
    const { asked, fetchImpl } = network();
    early.expect(URL_A, 't');
    const controller = new AbortController();
    const call = early.wrap(fetchImpl)(URL_A, init('t', controller.signal));
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    early.arrive(URL_A, 't', { status: 200, body: '{}' });
    early.expect(URL_A, 't');
    await expect(
      early.wrap(fetchImpl)(URL_A, init('t', AbortSignal.abort(new Error('before')))),
    ).rejects.toThrow('before');
    expect(asked).toEqual([]);
  });
});
