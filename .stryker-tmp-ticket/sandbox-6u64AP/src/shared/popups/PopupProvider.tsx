// @ts-nocheck
import { createContext, useContext, useMemo, useState } from 'react';
import { useSpawnedActor } from '@src/shared/appSystem';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { entryPopupOf, isOverlayOpen, popupMachine } from '@machines/popupMachine';
import type { OverlayName, PopupName } from '@machines/popupMachine';
import { takeReopenPopup } from '@src/shared/appUpdateSignal';
import { sessionStorageOrNull } from '@src/shared/entry';
import { useServices } from '@src/shared/services';
import { readFirstLogin } from './firstLogin';

export type PopupActorRef = ActorRefFrom<typeof popupMachine>;

const PopupContext = createContext<PopupActorRef | null>(null);

/**
 * `?p=result` / `?p=statement` at entry: read once, then the address is rewritten without `p`,
 * keeping `device` and everything else (the entry address rule: `p` opens a popup once).
 */
export function takeEntryPopup(location: Location, history: History): PopupName | null {
  const url = new URL(location.href);
  const value = url.searchParams.get('p');
  if (value === null) return null;
  url.searchParams.delete('p');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return entryPopupOf(value);
}

/** Holds the popup machine for the home page; both layouts and every opener share it. */
export function PopupProvider({
  firstLogin,
  children,
}: {
  firstLogin: boolean;
  children: ReactNode;
}) {
  const services = useServices();
  // Read at the first render only: a layout switch or re-render must not reopen anything.
  const [input] = useState(() => ({
    // `?p=`, else the popup an update's reload was for (it could not open on the old build).
    entryPopup:
      typeof window === 'undefined'
        ? null
        : (takeEntryPopup(window.location, window.history) ??
          takeReopenPopup(sessionStorageOrNull())),
    firstLogin: firstLogin && readFirstLogin(globalThis.localStorage),
  }));
  const actor = useSpawnedActor('popup', popupMachine, {
    input,
    inspect: services.inspect,
  });
  return <PopupContext.Provider value={actor}>{children}</PopupContext.Provider>;
}

export function usePopupActor(): PopupActorRef {
  const actor = useContext(PopupContext);
  if (actor === null) throw new Error('usePopupActor: wrap the tree in <PopupProvider>');
  return actor;
}

/** What opens and closes an overlay: the same functions for the component's whole life. */
export interface OverlayActions {
  show(): void;
  close(): void;
  toggle(): void;
}

export interface OverlayControl extends OverlayActions {
  /** Whether the popup machine has this overlay open. */
  open: boolean;
}

/**
 * The actions of one overlay, without listening to the popup machine: a component that only opens
 * an overlay (the phone's board, for its ticket) is not drawn again when the overlay opens or closes.
 */
export function useOverlayActions(overlay: OverlayName): OverlayActions {
  const actor = usePopupActor();
  return useMemo(
    () => ({
      show: () => actor.send({ type: 'overlay.open', overlay }),
      close: () => actor.send({ type: 'overlay.close', overlay }),
      toggle: () => actor.send({ type: 'overlay.toggle', overlay }),
    }),
    [actor, overlay],
  );
}

/** One overlay of the popup machine (league modal, member menu, quick bet, the phone's sheets). */
export function useOverlay(overlay: OverlayName): OverlayControl {
  const actor = usePopupActor();
  const open = useSelector(actor, (snapshot) => isOverlayOpen(snapshot, overlay));
  const control = useOverlayActions(overlay);
  return useMemo(() => ({ open, ...control }), [open, control]);
}
