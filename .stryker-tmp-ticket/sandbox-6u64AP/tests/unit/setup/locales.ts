// @ts-nocheck
// Components render their messages at once in unit tests: both languages are loaded before any test.
import { loadMessages } from '@src/shared/i18n/messages';

await Promise.all([loadMessages('th'), loadMessages('en')]);
