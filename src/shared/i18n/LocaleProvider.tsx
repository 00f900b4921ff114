import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, readLocaleCookie, writeLocaleCookie } from './locale';
import type { Locale } from './locale';
import { loadMessages, messagesFor } from './messages';
import type { Messages } from './messages';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function LocaleProvider({
  initialLocale,
  children,
}: {
  /** Defaults to the NEXT_LOCALE cookie. */
  initialLocale?: Locale;
  children: ReactNode;
}) {
  // The entry (main.tsx) fetches the cookie's language before the first render; should it be
  // missing all the same, the page starts in Thai and switches once it arrives.
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>(() => {
    const wanted = initialLocale ?? readLocaleCookie();
    const messages = messagesFor(wanted);
    return messages === undefined
      ? { locale: DEFAULT_LOCALE, messages: messagesFor(DEFAULT_LOCALE) ?? {} }
      : { locale: wanted, messages };
  });
  const show = useCallback((next: Locale) => {
    // A language already here switches at once; another is fetched first.
    const held = messagesFor(next);
    if (held !== undefined) {
      setShown({ locale: next, messages: held });
      return;
    }
    loadMessages(next).then(
      (messages) => setShown({ locale: next, messages }),
      (failure: unknown) => console.error(`the ${next} interface text could not be loaded`, failure),
    );
  }, []);
  const [wantedAtStart] = useState(() => initialLocale ?? readLocaleCookie());
  useEffect(() => {
    if (wantedAtStart !== shown.locale) show(wantedAtStart);
    // Only at start: later changes go through setLocale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setLocale = useCallback(
    (next: Locale) => {
      writeLocaleCookie(next);
      show(next);
    },
    [show],
  );
  const locale = shown.locale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} messages={shown.messages} defaultLocale="th">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (state === null) throw new Error('useLocale: wrap the tree in <LocaleProvider>');
  return state;
}
