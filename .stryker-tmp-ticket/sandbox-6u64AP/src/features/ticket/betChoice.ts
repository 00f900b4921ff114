// @ts-nocheck
import type { IntlShape, MessageDescriptor } from 'react-intl';

// The ticket endpoint names the choice in English only (`bet_choice`: Home, Away, Over, ...); the
// Thai interface shows the same words the odds table uses (its message ids), as `bet_choice_lang`
// does in my bets.
const CHOICE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Home: { id: 'odds-table.home' },
  Away: { id: 'odds-table.away' },
  Draw: { id: 'odds-table.draw' },
  Over: { id: 'odds-table.over' },
  Under: { id: 'odds-table.under' },
  Odd: { id: 'odds-table.odd' },
  Even: { id: 'odds-table.even' },
};

export function betChoiceName(intl: IntlShape, betChoice: string): string {
  const word = CHOICE_WORDS[betChoice];
  return word === undefined ? betChoice : intl.formatMessage(word);
}

/** The language of a text fixed whatever the interface language (Thai alerts). */
export function textLang(text: string): 'th' | 'en' {
  return /[\u0E00-\u0E7F]/.test(text) ? 'th' : 'en';
}
