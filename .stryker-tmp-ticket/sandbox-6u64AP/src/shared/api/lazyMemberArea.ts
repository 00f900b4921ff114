// @ts-nocheck
import type { EarlyBanners } from './banners';
import type { ApiClient } from './client';
import type { MemberAreaApi } from './memberArea';

/**
 * The member-area calls, loaded with the first popup that needs them: the home page's first load
 * does not carry their parsers. Every method forwards to the real one once it is here; the banners
 * are first taken from the list asked for at boot (`early`), without waiting for the chunk.
 */
export function lazyMemberAreaApi(client: ApiClient, early?: EarlyBanners): MemberAreaApi {
  let api: Promise<MemberAreaApi> | undefined;
  const load = () =>
    (api ??= import('./memberArea').then((module) => module.createMemberAreaApi(client)));
  return new Proxy({} as MemberAreaApi, {
    get: (_, name: keyof MemberAreaApi) => {
      const forward = async (...args: unknown[]) =>
        ((await load())[name] as (...a: unknown[]) => unknown)(...args);
      if (name === 'fetchBanners' && early !== undefined)
        return () => early.fetch(() => forward() as ReturnType<MemberAreaApi['fetchBanners']>);
      return forward;
    },
  });
}
