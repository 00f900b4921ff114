import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { readLocaleCookie, writeLocaleCookie } from './locale';
import type { Locale } from './locale';

export const MESSAGES: Record<Locale, Record<string, string>> = { en, th };

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
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readLocaleCookie());
  const setLocale = useCallback((next: Locale) => {
    writeLocaleCookie(next);
    setLocaleState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="th">
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
