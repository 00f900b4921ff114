// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  toMobile: { id: 'layout.to-mobile' },
  toDesktop: { id: 'layout.to-desktop' },
});
