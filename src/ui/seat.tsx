// Hot seat for games with private hands (a DrawnGame's `privateHands`): whose side sits at the
// screen, and the privacy screen ("Pass to <side>") between two human players. Shared by the 3D table
// and the flat board through the table host (TableHost.tsx), so a game's boards only draw the view
// they are given for the seated side. Names no game: sides are the module's ids and names.
// The first human to decide takes the seat at once when it is the shell's viewer (the first human
// side); a different human deciding later waits behind the privacy screen until its player takes
// the seat. Before any human decides (a bot game, a bot's turn first) no side is seated, and the
// boards are told so (viewer ''): a bot's hand is never shown.
import { useEffect, useMemo, useState } from 'react';
import type { AnyGameModule, GameEvent } from '../core/module';
import type { ModuleSnapshot } from '../core/replay';

export interface SeatInput<V> {
  /** Off: everything passes through unchanged. */
  enabled: boolean;
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  /** The shell's viewer and its view. */
  viewer: string;
  view: V;
  /** The legal events of the human players now. */
  legal: readonly GameEvent[];
}

export interface Seat<V> {
  /** The seated side ('' when none: no hand may be shown), with its view. */
  viewer: string;
  view: V;
  /** The legal events the board may act on ([] behind the privacy screen). */
  legal: readonly GameEvent[];
  /** The side the screen is waiting for, or null when no screen is up. */
  screen: string | null;
  /** Its player takes the seat. */
  take: () => void;
}

/** The human side deciding now (the side of the legal events given), or null. */
export function decidingSide(legal: readonly GameEvent[]): string | null {
  return legal[0]?.side ?? null;
}

/** Who sits at the screen, pure: the seat taken, else the viewer when it decides now. */
export function seatOf(seated: string | null, deciding: string | null, viewer: string): { side: string | null; screen: string | null } {
  const side = seated ?? (deciding !== null && deciding === viewer ? deciding : null);
  return { side, screen: deciding !== null && deciding !== side ? deciding : null };
}

export function useSeat<V>(input: SeatInput<V>): Seat<V> {
  const { enabled, module, snapshot, viewer, view, legal } = input;
  const deciding = decidingSide(legal);
  const [seated, setSeated] = useState<string | null>(null);
  useEffect(() => {
    if (enabled && seated === null && deciding !== null && deciding === viewer) setSeated(deciding);
  }, [enabled, deciding, seated, viewer]);
  const { side, screen } = seatOf(seated, deciding, viewer);
  const seatedView = useMemo(() => {
    if (!enabled || !side || side === viewer) return view;
    try {
      return module.view(snapshot as never, side) as V;
    } catch {
      return view;
    }
  }, [enabled, side, viewer, view, module, snapshot]);
  // Behind the privacy screen no key reaches the game (the action list's 1-9 and Enter): only the screen's own button.
  useEffect(() => {
    if (!enabled || !screen) return;
    const stop = (e: KeyboardEvent) => {
      if ((e.target as Element | null)?.closest?.('[data-testid="privacy-screen"]')) return;
      e.stopPropagation();
      e.preventDefault();
    };
    window.addEventListener('keydown', stop, true);
    return () => window.removeEventListener('keydown', stop, true);
  }, [enabled, screen]);
  if (!enabled) return { viewer, view, legal, screen: null, take: () => {} };
  return {
    viewer: screen ? '' : (side ?? ''),
    view: seatedView,
    legal: screen ? [] : legal,
    screen,
    take: () => {
      if (screen) setSeated(screen);
    },
  };
}

/** The privacy screen: covers the whole page until the named side's player takes the seat. */
export function PrivacyScreen({ side, name, onReady }: { side: string; name: string; onReady: () => void }) {
  return (
    <div className="privacy-screen" role="dialog" aria-modal="true" data-testid="privacy-screen" data-side={side}>
      <div className="privacy-screen-card">
        <p className="privacy-screen-title">Pass to {name}</p>
        <p>The hands are hidden. {name}'s player takes the seat, then:</p>
        <button type="button" autoFocus data-testid="privacy-ready" onClick={onReady}>
          I am {name}: show my hand
        </button>
      </div>
    </div>
  );
}
