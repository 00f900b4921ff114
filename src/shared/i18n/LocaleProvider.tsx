import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { isLocale, readLocaleCookie, writeLocaleCookie } from './locale';
import type { Locale } from './locale';
import { loadMessages, loadedMessages } from './messages';
import type { CompiledMessages } from './messages';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

interface Shown {
  locale: Locale;
  messages: CompiledMessages | undefined;
}

/**
 * The interface language and its messages. The entry loads the messages of the starting language
 * before the first render; another language is fetched when the member switches to it, and the
 * interface changes over once its messages are in.
 */
export function LocaleProvider({
  initialLocale,
  children,
}: {
  /** Defaults to the NEXT_LOCALE cookie. */
  initialLocale?: Locale;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>(() => {
    const locale = initialLocale ?? readLocaleCookie();
    return { locale, messages: loadedMessages(locale) };
  });
  const latest = useRef<Locale>(shown.locale);
  // Loads a language's messages and shows them, unless a later switch came first.
  const fetchAndShow = useCallback((next: Locale) => {
    loadMessages(next).then(
      (messages) => {
        // A later switch wins over a slower load.
        if (latest.current === next) setShown({ locale: next, messages });
      },
      (failure: unknown) => console.error(`messages of ${next} could not be loaded`, failure),
    );
  }, []);
  const show = useCallback(
    (next: Locale) => {
      latest.current = next;
      const held = loadedMessages(next);
      if (held !== undefined) setShown({ locale: next, messages: held });
      else fetchAndShow(next);
    },
    [fetchAndShow],
  );
  const setLocale = useCallback(
    (next: Locale) => {
      writeLocaleCookie(next);
      show(next);
    },
    [show],
  );
  // Only when the first language was not loaded before the render (the entry waits for it).
  const firstLocale = shown.messages === undefined ? shown.locale : null;
  useEffect(() => {
    if (firstLocale !== null) fetchAndShow(firstLocale);
  }, [firstLocale, fetchAndShow]);
  const locale = shown.locale;
  useEffect(() => {
    document.documentElement.lang = locale;
    // The installed app's name and description in the member's language (one manifest per language).
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest !== null) manifest.setAttribute('href', manifestHref(locale));
  }, [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // Only before the first language has arrived (the entry waits for it, so in practice never).
  if (shown.messages === undefined) return null;
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} messages={shown.messages} defaultLocale="th">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/**
 * Links the web app manifest of the page's language, once. Not in the markup: the browser asked for
 * it at once, and over HTTP/1.1 it held one of the six connections the first screen's chunks were
 * waiting for. The app links it after the first odds (main.tsx); the install offer comes later.
 */
export function linkManifest(doc: Document): void {
  if (doc.querySelector('link[rel="manifest"]') !== null) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  const lang = doc.documentElement.lang;
  link.href = manifestHref(isLocale(lang) ? lang : 'th');
  doc.head.append(link);
}

/** The web app manifest of a language: Thai is the default file, English has its own. */
export function manifestHref(locale: Locale): string {
  return locale === 'th' ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (state === null) throw new Error('useLocale: wrap the tree in <LocaleProvider>');
  return state;
}
