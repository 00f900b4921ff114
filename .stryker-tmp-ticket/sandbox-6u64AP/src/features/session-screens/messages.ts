// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'app.title' },
    loading: { id: 'app.loading' },
    sessionUndefined: { id: 'session.undefined' },
    sessionTitle: { id: 'session.title' },
    missing: { id: 'session.missing' },
    invalid: { id: 'session.invalid' },
    expired: { id: 'session.expired' },
    errorTitle: { id: 'error.title' },
    errorBody: { id: 'error.body' },
    retry: { id: 'error.retry' },
    technical: { id: 'error.technical' },
  }),
  reason: defineMessage<{ reason: string }>({ id: 'session.reason' }),
};
