// @ts-nocheck
import type { EventTabId } from '@contract/wire';
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'event-tab.label' },
});

export const tabNames: Record<EventTabId, MessageDescriptor> = defineMessages({
  1: { id: 'event-tab.1' },
  2: { id: 'event-tab.2' },
  3: { id: 'event-tab.3' },
  5: { id: 'event-tab.5' },
  6: { id: 'event-tab.6' },
});
