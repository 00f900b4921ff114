// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '@src/shared/ui/ModalDialog';

afterEach(cleanup);

function Harness({ onClose, inPage = false }: { onClose?: () => void; inPage?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog
          testId="popup-demo"
          label="Demo"
          inPage={inPage}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">Inside</button>
          <button type="button">Last</button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('opens modal with focus inside, closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByTestId('popup-demo');
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-label')).toBe('Demo');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));

    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('popup-demo')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('popup-demo'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('in the page (inPage: modal by ARIA, not the top layer)', () => {
    it('is an aria-modal dialog on the body with focus inside; Escape closes and focus goes back', async () => {
      const onClose = vi.fn();
      const { container } = render(<Harness onClose={onClose} inPage />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);

      const dialog = screen.getByRole('dialog', { name: 'Demo' });
      expect(dialog).toBe(screen.getByTestId('popup-demo'));
      expect(dialog).toHaveProperty('open', true);
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      // Portalled: out of the page's own stacking contexts, straight on the body.
      expect(container.contains(dialog)).toBe(false);
      expect(dialog.parentElement).toBe(document.body);
      const inside = screen.getByRole('button', { name: 'Inside' });
      const last = screen.getByRole('button', { name: 'Last' });
      // Focus moves in once the box has been drawn (a frame, then a task), not inside the click.
      expect(document.activeElement).toBe(opener);
      await waitFor(() => expect(document.activeElement).toBe(inside));
      // Tab wrapping needs layout (jsdom has none): the keyboard browser test covers it.
      last.focus();

      fireEvent.keyDown(last, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('popup-demo')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('closed before its first frame: focus stays with the opener, nothing moves it later', async () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} inPage />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.keyDown(screen.getByTestId('popup-demo'), { key: 'Escape' });
      expect(screen.queryByTestId('popup-demo')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.activeElement).toBe(opener);
    });

    it('makes the page behind inert once drawn, keeps the alerts live, and lifts it all on closing', async () => {
      const { container } = render(
        <>
          <Harness inPage />
          <nav>
            <a href="#menu">Menu</a>
          </nav>
          <div data-modal-keep="">
            <button type="button">Close alert</button>
          </div>
        </>,
      );
      const already = document.createElement('aside');
      already.setAttribute('inert', '');
      document.body.append(already);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByTestId('popup-demo');
      // Not inside the click: after the first frame.
      expect(container.querySelector('nav')?.hasAttribute('inert')).toBe(false);
      await waitFor(() => expect(container.querySelector('nav')?.hasAttribute('inert')).toBe(true));
      // Inert at the highest level that holds nothing kept: the opener, not the container.
      expect(opener.hasAttribute('inert')).toBe(true);
      expect(container.hasAttribute('inert')).toBe(false);
      expect(screen.getByText('Close alert').closest('[inert]')).toBeNull();
      expect(dialog.closest('[inert]')).toBeNull();
      expect(dialog.previousElementSibling?.hasAttribute('inert')).toBe(false);

      fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
      expect(screen.queryByTestId('popup-demo')).toBeNull();
      // What was inert before stays so; the rest is live again and focus is back on the opener.
      expect([...document.querySelectorAll('[inert]')]).toEqual([already]);
      expect(document.activeElement).toBe(opener);
      already.remove();
    });

    it('Escape pressed before focus has moved in (still on the opener) closes the box', () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} inPage />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      expect(document.activeElement).toBe(opener);
      // The keyboard's Escape lands on the focused opener: it closes the box all the same.
      fireEvent.keyDown(opener, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('popup-demo')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('with a second in-page box over the first, Escape on the page behind closes only the top one', () => {
      const closed: string[] = [];
      function Stack() {
        const [open, setOpen] = useState(['lower', 'upper']);
        return (
          <>
            <button type="button">Behind</button>
            {open.map((name) => (
              <ModalDialog
                key={name}
                testId={`popup-${name}`}
                label={name}
                inPage
                onClose={() => {
                  closed.push(name);
                  setOpen((names) => names.filter((other) => other !== name));
                }}
              >
                <button type="button">{`In ${name}`}</button>
              </ModalDialog>
            ))}
          </>
        );
      }
      render(<Stack />);
      const behind = screen.getByRole('button', { name: 'Behind' });
      behind.focus();
      fireEvent.keyDown(behind, { key: 'Escape' });
      expect(closed).toEqual(['upper']);
      expect(screen.getByTestId('popup-lower')).toBeTruthy();
      // Focus inside the lower box: its own Escape, not the page's.
      const inLower = screen.getByRole('button', { name: 'In lower' });
      inLower.focus();
      fireEvent.keyDown(inLower, { key: 'Escape' });
      expect(closed).toEqual(['upper', 'lower']);
    });

    it('a click outside the box lands on its backdrop and closes it; a click inside does not', () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} inPage />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
      expect(onClose).not.toHaveBeenCalled();
      const backdrop = screen.getByTestId('popup-demo').previousElementSibling;
      expect(backdrop).not.toBeNull();
      fireEvent.click(backdrop!);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('popup-demo')).toBeNull();
    });
  });
});
