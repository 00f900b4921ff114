// @ts-nocheck
import type { ReactNode } from 'react';
import * as styles from './OddsArea.css';

export interface OddsAreaProps {
  panelId: string;
  /** The id of the selected event tab, which labels this panel. */
  labelledBy: string;
  heading: string;
  /** The odds tables render here. */
  children?: ReactNode;
}

/** The tab panel of the event tabs: the odds of the chosen sport and event type. */
export function OddsArea({ panelId, labelledBy, heading, children }: OddsAreaProps) {
  const headingId = `${panelId}-heading`;
  return (
    <section
      id={panelId}
      role="tabpanel"
      aria-labelledby={`${labelledBy} ${headingId}`}
      tabIndex={0}
      className={styles.panel}
    >
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
