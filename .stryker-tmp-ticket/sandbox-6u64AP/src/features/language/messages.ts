// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'language.label' },
  en: { id: 'language.en' },
  th: { id: 'language.th' },
});
