// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { FOOTBALL_SPORT_ID, MUAY_THAI_SPORT_ID } from '@contract/wire';

const menu = defineMessages({
  label: { id: 'menu.label' },
  popular: { id: 'menu.popular' },
  sports: { id: 'menu.sports' },
  loading: { id: 'menu.loading' },
  failed: { id: 'menu.failed' },
  retry: { id: 'menu.retry' },
  collapse: { id: 'menu.collapse' },
  expand: { id: 'menu.expand' },
  betTypeLabel: { id: 'bet-type.label' },
  single: { id: 'bet-type.single' },
  step: { id: 'bet-type.step' },
});

const sportNames: Partial<Record<number, MessageDescriptor>> = defineMessages({
  [FOOTBALL_SPORT_ID]: { id: 'sport-name.1' },
  [MUAY_THAI_SPORT_ID]: { id: 'sport-name.44' },
});

/** Sports other than the two popular ones are known by the operator's English name, not by id. */
const sportNamesByType: Partial<Record<string, MessageDescriptor>> = defineMessages({
  basketball: { id: 'sport-name.basketball' },
  tennis: { id: 'sport-name.tennis' },
  bullfight: { id: 'sport-name.bullfight' },
  volleyball: { id: 'sport-name.volleyball' },
  badminton: { id: 'sport-name.badminton' },
  esports: { id: 'sport-name.esports' },
});

const eventCount = defineMessage<{ count: number }>({ id: 'menu.event-count' });

export const messages = { ...menu, eventCount, sportNames, sportNamesByType };
