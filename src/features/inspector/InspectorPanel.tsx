import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { InspectionStore } from './inspectionStore';
import { useInspectorVisibility } from './inspectorVisibility';
import { messages } from './messages';
import * as styles from './InspectorPanel.css';

function clockTime(time: number): string {
  const date = new Date(time);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function InspectorContent({ store, onClose }: { store: InspectionStore; onClose(): void }) {
  const intl = useIntl();
  const { actors, events } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <aside
      className={styles.panel}
      aria-label={intl.formatMessage(messages.title)}
      data-testid="inspector"
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{intl.formatMessage(messages.title)}</h2>
        <span className={styles.hint}>{intl.formatMessage(messages.hint)}</span>
        <button type="button" className={styles.button} onClick={store.clearEvents}>
          {intl.formatMessage(messages.clear)}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={onClose}
          aria-label={intl.formatMessage(messages.close)}
        >
          ×
        </button>
      </div>
      <div className={styles.body}>
        <section className={styles.section} tabIndex={0}>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.actors)}</h3>
          {actors.length === 0 ? <p>{intl.formatMessage(messages.noActors)}</p> : null}
          <ul>
            {actors.map((actor) => (
              <li key={actor.sessionId} className={styles.actor} data-testid="inspector-actor">
                <span className={styles.actorName}>{actor.name}</span>{' '}
                <span className={styles.stateValue}>{actor.stateValue}</span>{' '}
                {actor.status !== 'active' ? <span>({actor.status})</span> : null}
                {actor.context !== '' ? (
                  <div className={styles.context}>{actor.context}</div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section} tabIndex={0}>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.events)}</h3>
          <ol reversed>
            {[...events].reverse().map((event) => (
              <li key={event.seq} className={styles.event}>
                <span>{clockTime(event.time)}</span>
                <span className={styles.actorName}>{event.target}</span>
                <span>
                  <span className={styles.eventType}>{event.type}</span>{' '}
                  {event.payload !== '{}' ? (
                    <span className={styles.context}>{event.payload}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </aside>
  );
}

/** The offline state inspector: every live actor with its state and context, and the last events. */
export function InspectorPanel({
  store,
  requestedByAddress,
}: {
  store: InspectionStore;
  requestedByAddress: boolean;
}) {
  const [visible, setVisible] = useInspectorVisibility(requestedByAddress);
  if (!visible) return null;
  return <InspectorContent store={store} onClose={() => setVisible(false)} />;
}
