// @ts-nocheck
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
import { useIntl } from 'react-intl';
import { textLang } from './betChoice';
import { messages } from './messages';
import * as styles from './Ticket.css';

// The fixed alerts ('แทง สำเร็จ', 'ไม่ สำเร็จ คู่ปิด' ...) as an in-app, accessible message
// (role="alert") instead of window.alert, which blocks the page and cannot be read by tests.

/** The alerts' fixed texts, shown as written whatever the interface language. */
export const BET_PLACED_ALERT = 'แทง สำเร็จ';
export const CLOSED_PICK_ALERT = 'ไม่ สำเร็จ คู่ปิด';
export const HISTORY_FAILED_ALERT = 'Get Ticket History Fail';

export type AlertTone = 'success' | 'error' | 'info';

interface AlertEntry {
  id: number;
  text: string;
  tone: AlertTone;
}

/** How long an alert stays before it clears itself; the member can close it sooner. */
const ALERT_LIFETIME_MS = 6000;

export type ShowAlert = (text: string, tone?: AlertTone) => void;

const AlertContext = createContext<ShowAlert>(() => undefined);

export function useShowAlert(): ShowAlert {
  return useContext(AlertContext);
}

function AlertItem({ entry, onClose }: { entry: AlertEntry; onClose(id: number): void }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => onClose(entry.id), ALERT_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [entry.id, onClose]);
  return (
    <div role="alert" className={styles.alertBox} data-tone={entry.tone} data-testid="app-alert">
      {/* Fixed texts keep their own language: marked so a screen reader reads them in the right voice. */}
      <span
        className={styles.alertText}
        lang={textLang(entry.text) === intl.locale ? undefined : textLang(entry.text)}
      >
        {entry.text}
      </span>
      <button
        type="button"
        className={styles.alertClose}
        aria-label={intl.formatMessage(messages.dismiss)}
        onClick={() => onClose(entry.id)}
      >
        ×
      </button>
    </div>
  );
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [entries, setEntries] = useState<AlertEntry[]>([]);
  const nextId = useRef(1);
  const show = useCallback<ShowAlert>((text, tone = 'error') => {
    const id = nextId.current++;
    setEntries((held) => [...held.slice(-3), { id, text, tone }]);
  }, []);
  const close = useCallback(
    (id: number) => setEntries((held) => held.filter((entry) => entry.id !== id)),
    [],
  );
  const region = useMemo(
    () => (
      // Heard even behind an in-page dialog (what goes wrong while the quick bet is open).
      <div
        className={styles.alerts}
        role="region"
        aria-label={intl.formatMessage(messages.alerts)}
        data-modal-keep=""
      >
        {entries.map((entry) => (
          <AlertItem key={entry.id} entry={entry} onClose={close} />
        ))}
      </div>
    ),
    [entries, close, intl],
  );
  return (
    <AlertContext.Provider value={show}>
      {children}
      {region}
    </AlertContext.Provider>
  );
}
