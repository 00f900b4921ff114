// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { takeBootCall, underSignal, withBootCalls } from '@src/shared/bootCalls';
import type { BootCall } from '@src/shared/bootCalls';

function bootCall(over: Partial<BootCall> = {}): BootCall {
  return {
    method: 'GET',
    url: '/api/member/user',
    body: null,
    token: 't',
    reply: Promise.resolve(new Response('{"from":"boot"}')),
    ...over,
  };
}

const network = () => {
  const asked: string[] = [];
  const fetchImpl = ((input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(new Response('{"from":"network"}'));
  }) as typeof fetch;
  return { asked, fetchImpl };
};

describe('the boot script’s calls taken over by the app', () => {
  it('answers the identical call with the boot reply, once; the next goes to the network', async () => {
    const source = { __BOOT_CALLS__: [bootCall()] };
    const { asked, fetchImpl } = network();
    const fetchWith = withBootCalls(fetchImpl, source);
    const init = { headers: { Authorization: 'Bearer t' } };
    expect(await (await fetchWith('/api/member/user', init)).json()).toEqual({ from: 'boot' });
    expect(asked).toEqual([]);
    expect(await (await fetchWith('/api/member/user', init)).json()).toEqual({ from: 'network' });
    expect(asked).toEqual(['/api/member/user']);
  });

  it('never answers a call that differs in method, address, body or token', async () => {
    const login = bootCall({
      method: 'POST',
      url: '/api/member/login',
      body: '{"userToken":"a"}',
      token: null,
    });
    const source = { __BOOT_CALLS__: [login] };
    const { asked, fetchImpl } = network();
    const fetchWith = withBootCalls(fetchImpl, source);
    await fetchWith('/api/member/login', { method: 'GET' });
    await fetchWith('/api/member/login', { method: 'POST', body: '{"userToken":"b"}' });
    await fetchWith('/api/member/login', {
      method: 'POST',
      body: '{"userToken":"a"}',
      headers: { Authorization: 'Bearer old' },
    });
    await fetchWith('/api/member/login?x=1', { method: 'post', body: '{"userToken":"a"}' });
    expect(asked).toHaveLength(4);
    expect(source.__BOOT_CALLS__).toEqual([login]);
    const taken = await fetchWith('/api/member/login', {
      method: 'post',
      body: '{"userToken":"a"}',
    });
    expect(await taken.json()).toEqual({ from: 'boot' });
    expect(asked).toHaveLength(4);
  });

  it('goes to the network when the boot script made no call', async () => {
    const { asked, fetchImpl } = network();
    await withBootCalls(fetchImpl, {})('/api/member/balance');
    expect(asked).toEqual(['/api/member/balance']);
    expect(takeBootCall(undefined, 'GET', '/x', null, null)).toBeNull();
  });

  it('keeps the app’s own timeout: an aborted signal ends the wait with its reason', async () => {
    const never = new Promise<Response>(() => undefined);
    const controller = new AbortController();
    const waiting = underSignal(never, controller.signal);
    controller.abort(new DOMException('late', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(underSignal(never, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    await expect(underSignal(never, AbortSignal.abort('gone'))).rejects.toMatchObject({
      name: 'AbortError',
    });
    // A failed boot call is the app's failure, as a failed fetch would be.
    await expect(
      underSignal(Promise.reject(new TypeError('offline')), new AbortController().signal),
    ).rejects.toThrow('offline');
    await expect(underSignal(Promise.resolve(1), undefined)).resolves.toBe(1);
  });
});
