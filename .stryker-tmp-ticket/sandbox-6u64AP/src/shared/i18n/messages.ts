// @ts-nocheck
// The interface messages of each language, precompiled to ICU ASTs at build time
// (build/compiledLocales.ts) and loaded on demand: only the language in use is fetched.
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  th: () => import('virtual:locale/th'),
  en: () => import('virtual:locale/en'),
};

const loaded = new Map<Locale, CompiledMessages>();
const pending = new Map<Locale, Promise<CompiledMessages>>();

/** The messages of a language already loaded, or undefined. */
export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  return loaded.get(locale);
}

/** Loads a language's messages once; later calls share the same promise. */
export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const held = loaded.get(locale);
  if (held !== undefined) return Promise.resolve(held);
  let loading = pending.get(locale);
  if (loading === undefined) {
    loading = loaders[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        pending.delete(locale);
        return module.default;
      },
      (failure: unknown) => {
        pending.delete(locale);
        throw failure;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
