// @ts-nocheck
import { useSyncExternalStore } from 'react';
import { darkTheme, lightTheme } from '@src/styles/theme.css';
import { createListeners } from '@src/shared/valueStore';

// Light or dark: the member's own choice, kept in localStorage, or else the system's
// `prefers-color-scheme`, followed as it changes. Both themes fill the one contract of
// src/styles/theme.css.ts; the choice is a class on <html>.

export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = createListeners();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The member's saved choice, or null when the system decides. */
export function storedTheme(): ThemeName | null {
  const value = storage()?.getItem(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemTheme(): ThemeName {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

export function currentTheme(): ThemeName {
  return storedTheme() ?? systemTheme();
}

function apply(root: HTMLElement = document.documentElement): void {
  const name = currentTheme();
  root.classList.toggle(lightTheme, name === 'light');
  root.classList.toggle(darkTheme, name === 'dark');
  root.dataset.theme = name;
  // Native parts (scroll bars, form controls, the dialog backdrop) follow too.
  root.style.colorScheme = name;
}

function notify(): void {
  apply();
  listeners.notify();
}

/** Saves the member's choice and applies it at once. */
export function setTheme(name: ThemeName): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Storage full or blocked: the choice still holds for this page.
  }
  notify();
}

/** Applies the theme before the first render and follows the system while nothing is saved. */
export function startTheme(): void {
  apply();
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (storedTheme() === null) notify();
  });
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) notify();
  });
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(listeners.subscribe, currentTheme, () => 'light');
}
