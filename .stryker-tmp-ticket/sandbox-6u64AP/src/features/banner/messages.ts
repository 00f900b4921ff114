// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'banner.label' },
  placeholder: { id: 'banner.placeholder' },
});

export const countedMessages = {
  slide: defineMessage<{ n: number; total: number }>({ id: 'banner.slide' }),
};
