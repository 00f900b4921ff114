// @ts-nocheck
import { useIntl } from 'react-intl';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { earlyDateLabel } from './earlyDates';
import type { EarlyDateOption } from './earlyDates';
import { messages } from './messages';

/** How an early-date choice reads in the member's language: 'Sun 22/11', or "All early". */
export function useEarlyDateLabel(): (option: EarlyDateOption | undefined) => string {
  const intl = useIntl();
  const { locale } = useLocale();
  return (option) =>
    option === undefined || option.date === ''
      ? intl.formatMessage(messages.allEarly)
      : earlyDateLabel(option, locale);
}
