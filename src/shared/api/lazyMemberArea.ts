import type { ApiClient } from './client';
import type { MemberAreaApi } from './memberArea';

/**
 * The member-area calls, loaded with the first popup that needs them: the home page's first load
 * does not carry their parsers. Every method forwards to the real one once it is here.
 */
export function lazyMemberAreaApi(client: ApiClient): MemberAreaApi {
  let api: Promise<MemberAreaApi> | undefined;
  const load = () =>
    (api ??= import('./memberArea').then((module) => module.createMemberAreaApi(client)));
  return new Proxy({} as MemberAreaApi, {
    get:
      (_, name: keyof MemberAreaApi) =>
      async (...args: unknown[]) =>
        ((await load())[name] as (...a: unknown[]) => unknown)(...args),
  });
}
