// @ts-nocheck
import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type {
  CSSProperties,
  KeyboardEvent,
  MouseEvent,
  ReactNode,
  RefObject,
  SyntheticEvent,
} from 'react';

import { afterNextFrame } from './afterFrame';
import * as styles from './ModalDialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where an in-page dialog is portalled: the layout's root (the phone's shell, whose touch-target
 * rules then reach the dialog's controls), or the body when no layout provides one.
 */
export const ModalRootContext = createContext<HTMLElement | null>(null);

export interface ModalDialogProps {
  onClose(): void;
  testId?: string;
  className?: string;
  /** Accessible name when no visible heading names the dialog. */
  label?: string;
  /** Id of the visible heading that names the dialog. */
  labelledBy?: string;
  /** What takes focus on open; by default the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Placement of the box (a popup anchored at its opener); centred by the browser otherwise. */
  style?: CSSProperties;
  /** data-* attributes a test hook names on the popup root. */
  dataAttributes?: Record<`data-${string}`, string>;
  /**
   * Modal by ARIA instead of the browser's top layer: the box stays in the page (portalled to the
   * body, stacked by its class's z-index) with `aria-modal`, a transparent backdrop that takes the
   * clicks outside it, Tab kept inside and Escape handled here. For a popup opened by a click on the
   * odds: `showModal()` makes the whole page behind inert, which restyles and repaints every element
   * on opening and again on closing, about half of a price click's latency on a slow phone.
   */
  inPage?: boolean;
  /** In the page: dim what is behind, as the native backdrop does (the phone's bottom sheets). */
  dimBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The one modal-dialog mechanism of the app: the native `<dialog>` opened with `showModal()`, so the
 * browser moves focus in, keeps Tab inside, makes the page behind inert and turns Escape into a
 * `cancel` event. Render it only while open; on unmount focus returns to whatever opened it.
 * The dialog box itself has no padding, so a click whose target is the dialog is a click on the
 * backdrop.
 */
export function ModalDialog({
  onClose,
  testId,
  className,
  label,
  labelledBy,
  initialFocus,
  closeOnBackdrop = true,
  style,
  dataAttributes,
  inPage = false,
  dimBackdrop = false,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const modalRoot = useContext(ModalRootContext);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // In the page the box is modal by ARIA alone: a screen reader's browse mode and its lists of
  // links and buttons still walk the whole page behind. Everything but the box, its backdrop and the
  // live regions kept for it (the alerts) is made inert, just after the box is first drawn (as focus
  // is moved in): the click that opened it does not pay for the style pass; closing lifts it again.
  // Declared before the focus effect below: on closing, the page is live again before focus goes
  // back to the opener (an inert opener cannot take it).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!inPage || dialog === null) return undefined;
    let made: Element[] = [];
    const cancel = afterNextFrame(() => {
      if (!dialog.isConnected) return;
      const keep: Element[] = [dialog, ...(backdropRef.current ? [backdropRef.current] : [])];
      keep.push(...document.querySelectorAll(`[${MODAL_KEEP_ATTRIBUTE}]`));
      made = inertAround(document.body, keep);
    });
    return () => {
      cancel();
      for (const element of made) element.removeAttribute('inert');
    };
  }, [inPage]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!inPage) {
      // showModal moves focus in itself.
      if (!dialog.open) dialog.showModal();
      initialFocus?.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    }
    // In the page the box is rendered open (the `open` attribute): `show()` would run the browser's
    // dialog focusing steps, a style and layout pass over the whole page inside the click, and so
    // would a focus() now, before the new box has a style. Focus moves in just after the box is
    // first drawn (the next frame, then a task), without scrolling: the box is placed in view.
    const cancelFocus = afterNextFrame(() => {
      if (!dialog.isConnected || dialog.contains(document.activeElement)) return;
      (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus({
        preventScroll: true,
      });
    });
    return () => {
      cancelFocus();
      // React removes the box: closing it first would only cost another style pass.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Opened once per mount: the initial focus target is read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // In the page nothing holds focus in the box when its focused control is disabled or removed (the
  // place button while a bet is sent, a refused bet's re-rendered ticket): focus falls to the body,
  // Tab walks the page behind and Escape reaches nobody. Put it back inside, and take
  // Tab and Escape pressed while focus is nowhere, or still behind the box (the opener, in the
  // frame before focus moves in: a quick Escape after a click on a price closes the quick bet).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!inPage || dialog === null) return undefined;
    let last: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== dialog) last = event.target;
    };
    const refocus = () => {
      if (!dialog.isConnected || !focusLost(dialog)) return;
      for (const target of [last, initialFocus?.current ?? null, ...focusables(dialog), dialog]) {
        if (target === null || !target.isConnected) continue;
        if (target !== dialog && !(target.matches(FOCUSABLE) && target.getClientRects().length > 0))
          continue;
        target.focus({ preventScroll: true });
        if (document.activeElement === target) return;
      }
    };
    let timer = 0;
    const observer = new MutationObserver(() => {
      refocus();
      // The browser may move focus off a disabled control only at its next style update.
      window.clearTimeout(timer);
      timer = window.setTimeout(refocus, 0);
    });
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    const keyWhileLost = (event: globalThis.KeyboardEvent) => {
      if (!keysBelongTo(dialog)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const all = focusables(dialog);
        (event.shiftKey ? all[all.length - 1] : all[0])?.focus({ preventScroll: true });
      }
    };
    dialog.addEventListener('focusin', remember);
    document.addEventListener('keydown', keyWhileLost, true);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      dialog.removeEventListener('focusin', remember);
      document.removeEventListener('keydown', keyWhileLost, true);
    };
    // The initial focus target is a ref, read when focus is lost.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inPage]);

  // In the page, the board behind would scroll under a wheel or a finger over the popup or its
  // backdrop: the popup's own scrolling areas scroll, nothing else does.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!inPage || dialog === null) return undefined;
    const keepInside = (event: WheelEvent) => {
      if (!scrollsInside(event.target, dialog, event.deltaY)) event.preventDefault();
    };
    const block = (event: Event) => event.preventDefault();
    dialog.addEventListener('wheel', keepInside, { passive: false });
    backdrop?.addEventListener('wheel', block, { passive: false });
    backdrop?.addEventListener('touchmove', block, { passive: false });
    return () => {
      dialog.removeEventListener('wheel', keepInside);
      backdrop?.removeEventListener('wheel', block);
      backdrop?.removeEventListener('touchmove', block);
    };
  }, [inPage]);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the parent decides (it unmounts the dialog); the browser must not close it behind
    // React's back.
    event.preventDefault();
    onCloseRef.current();
  }

  // showModal keeps focus out of the page, but Tab past the last control goes to the browser's own
  // toolbar: wrap it inside the dialog instead. In the page, Escape is this dialog's own key too.
  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (inPage && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || dialog === null) return;
    const focusable = focusables(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function clickBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (closeOnBackdrop && event.target === dialogRef.current) onCloseRef.current();
  }

  const box = (
    // A modal dialog is interactive: Escape, Tab wrapping and backdrop clicks are its own keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={className === undefined ? styles.dialog : `${styles.dialog} ${className}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-modal={inPage ? true : undefined}
      tabIndex={inPage ? -1 : undefined}
      open={inPage ? true : undefined}
      data-testid={testId}
      style={style}
      {...dataAttributes}
      onCancel={cancel}
      onKeyDown={keyDown}
      onClick={clickBackdrop}
    >
      {children}
    </dialog>
  );
  if (!inPage) return box;
  return createPortal(
    <>
      {/* The backdrop takes a click outside the box (it closes the popup, as the native backdrop
          does); Escape is the keyboard's way out, so the backdrop itself needs no key. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={backdropRef}
        className={
          dimBackdrop ? `${styles.pageBackdrop} ${styles.pageBackdropDim}` : styles.pageBackdrop
        }
        onClick={() => closeOnBackdrop && onCloseRef.current()}
      />
      {box}
    </>,
    modalRoot ?? document.body,
  );
}

/**
 * Marks an element that stays reachable while an in-page dialog is open (a live region whose news
 * must still be heard: the alerts carry it as written, `data-modal-keep`).
 */
const MODAL_KEEP_ATTRIBUTE = 'data-modal-keep';

/**
 * Makes inert every element under `root` that neither holds nor lies inside one of `keep`, at the
 * highest level it can (a whole branch with one attribute); returns the elements it made inert (those
 * inert already are left as they are, and so are other in-page dialogs over this one).
 */
export function inertAround(root: Element, keep: readonly Element[]): Element[] {
  const made: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.some((kept) => kept === child || kept.contains(child))) continue;
      if (keep.some((kept) => child.contains(kept))) {
        walk(child);
        continue;
      }
      if (child.hasAttribute('inert') || child.matches('script, style, link, template')) continue;
      child.setAttribute('inert', '');
      made.push(child);
    }
  };
  walk(root);
  return made;
}

/** The dialog's controls that take focus and are drawn, in document order. */
function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Whether focus has left an in-page dialog to nowhere: on the body, or still on a control of the
 * dialog that is gone or disabled. Focus on another element (a dialog over this one) is not lost.
 */
function focusLost(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement)
    return true;
  if (!active.isConnected) return true;
  return dialog.contains(active) && active !== dialog && active.matches(':disabled');
}

/**
 * Whether a key pressed now is the in-page dialog's own although focus is not inside it: focus is
 * lost (above), or still on the page behind it (the opener, until focus moves in after the first
 * frame) and no dialog is over this one (the last in-page dialog opened, and focus in no dialog).
 */
function keysBelongTo(dialog: HTMLElement): boolean {
  if (focusLost(dialog)) return true;
  const active = document.activeElement;
  if (active === null || dialog.contains(active) || active.closest('dialog') !== null) return false;
  const inPage = document.querySelectorAll('dialog[aria-modal="true"]');
  return inPage[inPage.length - 1] === dialog;
}

/** Whether a wheel of `deltaY` over `target` scrolls an element of the dialog (up to `dialog`). */
function scrollsInside(target: EventTarget | null, dialog: HTMLElement, deltaY: number): boolean {
  for (
    let element = target instanceof Element ? target : null;
    element !== null;
    element = element === dialog ? null : element.parentElement
  ) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    if (deltaY < 0 && element.scrollTop > 0) return true;
    if (deltaY > 0 && element.scrollTop + element.clientHeight < element.scrollHeight) return true;
  }
  return false;
}
