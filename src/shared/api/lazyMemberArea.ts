import type { ApiClient } from './client';
import type { MemberAreaApi } from './memberArea';

/**
 * The member-area calls, loaded with the first popup that needs them: the home page's first load
 * does not carry their parsers.
 */
export function lazyMemberAreaApi(client: ApiClient): MemberAreaApi {
  let api: Promise<MemberAreaApi> | undefined;
  const load = () => (api ??= import('./memberArea').then((module) => module.createMemberAreaApi(client)));
  return {
    fetchStatement: async (dateText) => (await load()).fetchStatement(dateText),
    fetchSettledBets: async (page, date) => (await load()).fetchSettledBets(page, date),
    fetchResults: async (date) => (await load()).fetchResults(date),
    fetchBanners: async () => (await load()).fetchBanners(),
    fetchAnnouncements: async (page) => (await load()).fetchAnnouncements(page),
    fetchRules: async () => (await load()).fetchRules(),
  };
}
