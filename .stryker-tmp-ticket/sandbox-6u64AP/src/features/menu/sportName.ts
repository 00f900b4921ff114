// @ts-nocheck
import type { IntlShape } from 'react-intl';
import { messages } from './messages';

/**
 * The menu only names sports in English (`type`); the sports members know best get their Thai
 * names from the locale files, other well-known sports by their English name; the rest keep the operator's name.
 */
export function sportName(intl: IntlShape, sportId: number, fallback: string): string {
  const known = messages.sportNames[sportId];
  if (known !== undefined) return intl.formatMessage(known);
  const byType = messages.sportNamesByType[fallback.toLowerCase().replace(/[^a-z]/g, '')];
  if (byType !== undefined) return intl.formatMessage(byType);
  return fallback !== '' ? fallback : `#${sportId}`;
}
