// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dark: { id: 'a11y.theme-dark' },
});
