// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentTheme,
  setTheme,
  startTheme,
  storedTheme,
  THEME_STORAGE_KEY,
} from '@src/features/theme/theme';
import { ThemeSwitch } from '@src/features/theme/ThemeSwitch';
import { darkTheme, lightTheme } from '@src/styles/theme.css';
import { renderInLocale } from '../helpers';

/** A system colour setting the test can change, as `prefers-color-scheme` would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().className = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('follows the system setting while the member has chosen nothing, also when it changes', () => {
    const system = fakeSystem(true);
    startTheme();
    expect(currentTheme()).toBe('dark');
    expect(root().classList.contains(darkTheme)).toBe(true);
    expect(root().classList.contains(lightTheme)).toBe(false);
    expect(root().style.colorScheme).toBe('dark');
    system.change(false);
    expect(root().classList.contains(lightTheme)).toBe(true);
    expect(root().classList.contains(darkTheme)).toBe(false);
  });

  it('keeps the member choice in localStorage, over the system setting', () => {
    const system = fakeSystem(true);
    startTheme();
    setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(storedTheme()).toBe('light');
    system.change(true);
    expect(root().classList.contains(lightTheme)).toBe(true);
  });

  it('ignores a stored value that is not a theme', () => {
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(storedTheme()).toBeNull();
    expect(currentTheme()).toBe('light');
  });

  it('the switch is a toggle button named by its words, pressed in the dark theme', () => {
    fakeSystem(false);
    startTheme();
    renderInLocale(<ThemeSwitch />, 'th');
    const toggle = screen.getByRole('button', { name: 'ธีมมืด' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root().classList.contains(darkTheme)).toBe(true);
  });

  it('the compact switch (header) is named by its label', () => {
    fakeSystem(false);
    renderInLocale(<ThemeSwitch tone="dark" compact />, 'en');
    expect(screen.getByRole('button', { name: 'Dark theme' }).textContent).toBe('');
  });
});
