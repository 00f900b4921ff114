import { useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
import * as styles from './ModalDialog.css';

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
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the initial focus target is read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the parent decides (it unmounts the dialog); the browser must not close it behind
    // React's back.
    event.preventDefault();
    onCloseRef.current();
  }

  // showModal keeps focus out of the page, but Tab past the last control goes to the browser's own
  // toolbar: wrap it inside the dialog instead.
  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || dialog === null) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
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

  return (
    // A modal dialog is interactive: Escape, Tab wrapping and backdrop clicks are its own keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={className === undefined ? styles.dialog : `${styles.dialog} ${className}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      style={style}
      {...dataAttributes}
      onCancel={cancel}
      onKeyDown={keepTabInside}
      onClick={clickBackdrop}
    >
      {children}
    </dialog>
  );
}
