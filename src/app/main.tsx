import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createInspectionStore } from '../features/inspector/inspectionStore';
import { appConfig } from '../shared/config';
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

createRoot(container).render(
  <StrictMode>
    <App entry={entry} services={services} filterStore={filterStore} inspection={inspection} />
  </StrictMode>,
);
