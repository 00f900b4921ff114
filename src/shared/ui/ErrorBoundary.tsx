import { Component, Fragment } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { noteOddsShown } from '../firstOdds';
import * as styles from './ErrorBoundary.css';

// One boundary per area of the home page (odds, ticket, member column, popups): a render error
// inside an area replaces that area with a short notice and a recover action; the header, the
// menu and the other areas stay usable. A render error never blanks the page.

/** `app` is the last resort around the whole page, for a render error outside every area. */
export type ErrorArea = 'odds' | 'ticket' | 'member' | 'popup' | 'app';

const messages = defineMessages({
  odds: { id: 'error.area.odds' },
  ticket: { id: 'error.area.ticket' },
  member: { id: 'error.area.member' },
  popup: { id: 'error.area.popup' },
  app: { id: 'error.area.app' },
  body: { id: 'error.area.body' },
  retry: { id: 'error.area.retry' },
  close: { id: 'error.area.close' },
});

/**
 * Browser tests make one area fail to render by listing it in `window.__TEST_RENDER_FAULT__`
 * (set with an init script); the app itself never sets it.
 */
declare global {
  interface Window {
    __TEST_RENDER_FAULT__?: readonly string[];
  }
}

function FaultProbe({ area }: { area: ErrorArea }): null {
  if (typeof window !== 'undefined' && window.__TEST_RENDER_FAULT__?.includes(area) === true) {
    throw new Error(`test render fault in ${area}`);
  }
  return null;
}

function AreaFallback({
  area,
  onRetry,
  onClose,
}: {
  area: ErrorArea;
  onRetry(): void;
  onClose?: () => void;
}) {
  const intl = useIntl();
  // In place of the whole page the notice is the page: its main landmark and its heading.
  const Title = area === 'app' ? 'h1' : 'p';
  const notice = (
    <div className={styles.fallback} role="alert" data-testid="area-error" data-area={area}>
      <Title className={styles.title}>{intl.formatMessage(messages[area])}</Title>
      <p>{intl.formatMessage(messages.body)}</p>
      {onClose === undefined ? (
        <button
          type="button"
          className={styles.button}
          data-testid="area-error-retry"
          onClick={onRetry}
        >
          {intl.formatMessage(messages.retry)}
        </button>
      ) : (
        <button
          type="button"
          className={styles.button}
          data-testid="area-error-retry"
          onClick={onClose}
        >
          {intl.formatMessage(messages.close)}
        </button>
      )}
    </div>
  );
  return area === 'app' ? <main>{notice}</main> : notice;
}

export interface ErrorBoundaryProps {
  area: ErrorArea;
  children?: ReactNode;
  /** Popups recover by closing; without it the area is rendered afresh. */
  onClose?: () => void;
  /** The whole page recovers by loading again (the session cookie carries over; a single-use entry token is not re-sent). */
  reloadOnRetry?: boolean;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** Bumped by the recover action so the area mounts afresh. */
  attempt: number;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`render error in the ${this.props.area} area`, error, info.componentStack);
    // A board that cannot be drawn has its answer: what waits for the first odds (the member's own
    // bets, the carousel) is drawn now, not after the last-resort wait.
    if (this.props.area === 'odds') noteOddsShown();
  }

  private readonly retry = (): void => {
    if (this.props.reloadOnRetry === true) {
      window.location.reload();
      return;
    }
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  private readonly close = (): void => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
    this.props.onClose?.();
  };

  render(): ReactNode {
    const { area, children, onClose } = this.props;
    if (this.state.error !== null) {
      return (
        <AreaFallback
          area={area}
          onRetry={this.retry}
          onClose={onClose === undefined ? undefined : this.close}
        />
      );
    }
    return (
      <Fragment key={this.state.attempt}>
        <FaultProbe area={area} />
        {children}
      </Fragment>
    );
  }
}
