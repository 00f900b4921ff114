// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'quick-bet.title' },
  titleEarly: { id: 'quick-bet.title-early' },
  close: { id: 'quick-bet.close' },
  switch: { id: 'quick-bet.switch' },
  scoreChange: { id: 'quick-bet.score-change' },
  priceChange: { id: 'quick-bet.price-change' },
});
