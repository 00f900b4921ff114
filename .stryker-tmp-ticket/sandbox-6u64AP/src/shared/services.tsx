// @ts-nocheck
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { MemberApi } from './api/member';
import type { MemberAreaApi } from './api/memberArea';
import type { EarlyBanners } from './api/banners';
import type { OpenTicketFeed } from './realtime/ticketFeed';
import type { OpenOddsFeed } from './realtime/oddsFeed';
import type { OddsService } from './odds/oddsService';

// Everything with a side effect that components reach for, in one injectable bundle: the app
// builds the real one (src/app/createServices.ts), tests build fakes.

export interface AppServices {
  memberApi: MemberApi;
  /** The member-area popups' calls (statement, results, content). */
  memberArea: MemberAreaApi;
  /** The banner list asked for at boot; its first picture is drawn before the carousel loads. */
  earlyBanners?: EarlyBanners;
  openTicketFeed: OpenTicketFeed;
  /** The odds nudges (runtime setting `realtime.odds`); absent or null: the countdown alone. */
  openOddsFeed?: OpenOddsFeed | null;
  /** The app's one odds client and its worker, made when a board first asks (absent in a test's
   *  fakes: one is made for them on first use). */
  odds?: OddsService;
  readSessionToken(): string | null;
  writeSessionToken(token: string): void;
  /** Called with the reason whenever a call finds the session gone (401 or no cookie). */
  onSessionLost(listener: (message: string) => void): () => void;
  /** For calls made outside the API client (the odds engine): the session was found gone. */
  reportSessionLost?(message: string): void;
  /** Fed to every actor, for the in-app inspector. */
  inspect(event: InspectionEvent): void;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The inspector's feed where the services are given; none in a bare test of a hook. */
export function useInspect(): AppServices['inspect'] | undefined {
  return useContext(ServicesContext)?.inspect;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices: wrap the tree in <ServicesProvider>');
  return services;
}
