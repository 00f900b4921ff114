// @ts-nocheck
import type { ReactNode } from 'react';
import { bootShellShown, useReplaceBootShell } from '@src/shared/bootShell';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';
import { useIntl } from 'react-intl';
import type { NoSessionReason } from '@machines/sessionMachine';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { messages } from './messages';
import { messages as offlineMessages } from '../offline/messages';
import * as styles from './SessionScreens.css';

function ScreenFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const intl = useIntl();
  useReplaceBootShell();
  return (
    <main className={styles.page} data-testid={testId}>
      <div className={styles.card}>
        <div className={styles.topRow}>
          <span className={styles.brand}>{intl.formatMessage(messages.title)}</span>
          <LanguageSwitch />
        </div>
        {children}
      </div>
    </main>
  );
}

export function LoadingScreen() {
  const intl = useIntl();
  // Under index.html's boot shell the wait is already on screen: said to screen readers only.
  if (bootShellShown()) {
    return (
      <p className={visuallyHidden} role="status" data-testid="session-loading">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }
  return (
    <ScreenFrame testId="session-loading">
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {intl.formatMessage(messages.loading)}
      </p>
    </ScreenFrame>
  );
}

/**
 * No usable session: the member has to come in again through the operator's site. Shown for a
 * missing token, a refused token and a session that ended; never a blank page.
 */
export function NoSessionScreen({
  reason,
  detail,
}: {
  reason: NoSessionReason;
  detail: string | null;
}) {
  const intl = useIntl();
  return (
    <ScreenFrame testId="no-session">
      <h1 className={styles.title}>{intl.formatMessage(messages.sessionTitle)}</h1>
      <p className={styles.code} data-reason={reason}>
        {intl.formatMessage(messages.sessionUndefined)}
      </p>
      <p className={styles.body}>{intl.formatMessage(messages[reason])}</p>
      {detail !== null && detail !== '' ? (
        <p className={styles.detail}>{intl.formatMessage(messages.reason, { reason: detail })}</p>
      ) : null}
    </ScreenFrame>
  );
}

/** The start failed for a reason other than the session (network, server fault): offer a retry. */
export function ErrorScreen({ detail, onRetry }: { detail: string | null; onRetry(): void }) {
  const intl = useIntl();
  return (
    <ScreenFrame testId="session-error">
      <h1 className={styles.title}>{intl.formatMessage(messages.errorTitle)}</h1>
      <p className={styles.body} role="alert">
        {intl.formatMessage(messages.errorBody)}
      </p>
      {/* The client's own words for the failure are English and technical: folded away
          under a heading in the member's language, for whoever helps them. */}
      {detail !== null && detail !== '' ? (
        <details className={styles.detail} data-testid="session-error-detail">
          <summary>{intl.formatMessage(messages.technical)}</summary>
          <p lang="en">{detail}</p>
        </details>
      ) : null}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </ScreenFrame>
  );
}

/**
 * Opened with no network: the app's frame and a clear offline notice instead of a failure;
 * the start is tried again by itself when the link comes back (the caller listens for it).
 * `unreachable`: the browser says it is online but no call gets a reply (a captive portal, a
 * tunnel); the same screen says so, and the session machine tries again itself.
 */
export function OfflineScreen({ unreachable = false }: { unreachable?: boolean }) {
  const intl = useIntl();
  return (
    <ScreenFrame testId="session-offline">
      <h1 className={styles.title}>
        {intl.formatMessage(unreachable ? offlineMessages.unreachableTitle : offlineMessages.title)}
      </h1>
      <p
        className={styles.body}
        role="alert"
        data-testid="offline-notice"
        data-kind={unreachable ? 'unreachable' : 'offline'}
      >
        {intl.formatMessage(unreachable ? offlineMessages.unreachable : offlineMessages.screen)}
      </p>
    </ScreenFrame>
  );
}
