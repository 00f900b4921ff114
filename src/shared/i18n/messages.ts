import th from '../../../locales/th.json';
import type { Locale } from './locale';

// The interface text of each language. Thai, the default, ships with the page; English is fetched
// when a member chooses it (or the NEXT_LOCALE cookie asks for it), so a first load carries one
// language, not two.

export type Messages = Record<string, string>;

const catalogue: Partial<Record<Locale, Messages>> = { th };

const loaders: Record<Locale, () => Promise<Messages>> = {
  th: async () => th,
  en: async () => (await import('../../../locales/en.json')).default,
};

/** The language's text if it is already here, else undefined. */
export function messagesFor(locale: Locale): Messages | undefined {
  return catalogue[locale];
}

/** The language's text, fetched once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const held = catalogue[locale];
  if (held !== undefined) return held;
  const messages = await loaders[locale]();
  catalogue[locale] = messages;
  return messages;
}

/** Unit tests render either language at once: they put both in the catalogue up front. */
export function seedMessages(messages: Partial<Record<Locale, Messages>>): void {
  Object.assign(catalogue, messages);
}
