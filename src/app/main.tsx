import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createInspectionStore } from '../features/inspector/inspectionStore';
import { appConfig } from '../shared/config';
import { readLocaleCookie } from '../shared/i18n/locale';
import { loadMessages } from '../shared/i18n/messages';
import { takeEntryParams } from '../shared/entry';
import { createFilterStore } from '../shared/storage/filterStore';
import '../styles/global.css';
import { lightTheme } from '../styles/theme.css';
import { App } from './App';
import { createAppServices } from './createServices';

// First of all, before any network call: take the entry token out of the address.
const entry = takeEntryParams(window.location, window.history);

document.documentElement.classList.add(lightTheme);

const inspection = createInspectionStore();
const services = createAppServices(appConfig(), window.location, inspection);
const filterStore = createFilterStore(localStorage);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const root = createRoot(container);
function render() {
  root.render(
    <StrictMode>
      <App entry={entry} services={services} filterStore={filterStore} inspection={inspection} />
    </StrictMode>,
  );
}
// The cookie's language first (English is fetched; Thai ships with the page); a failure still renders, in Thai.
loadMessages(readLocaleCookie()).then(render, (failure: unknown) => {
  console.error('interface text could not be loaded', failure);
  render();
});
