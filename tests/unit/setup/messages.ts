// Components under test render in either language at once, as the app does once a language is
// fetched: both languages go into the catalogue before any test runs.
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { seedMessages } from '../../../src/shared/i18n/messages';

seedMessages({ en, th });
