// A BroadcastChannel stand-in for tests of several tabs in one process: every end hears what
// the others post (not its own posts), after the current task, as a real channel delivers.
import type { ClaimChannel, ClaimMessage } from '../../src/app/tabClaims';

export function claimBus(): { open: () => ClaimChannel; sent: ClaimMessage[] } {
  const ends = new Set<(m: ClaimMessage) => void>();
  const sent: ClaimMessage[] = [];
  const open = (): ClaimChannel => {
    const listeners = new Set<(m: ClaimMessage) => void>();
    const deliver = (m: ClaimMessage) => {
      for (const l of [...listeners]) l(structuredClone(m));
    };
    ends.add(deliver);
    return {
      post: (m) => {
        sent.push(m);
        for (const end of [...ends]) if (end !== deliver) setTimeout(() => end(m), 0);
      },
      listen: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      close: () => {
        listeners.clear();
        ends.delete(deliver);
      },
    };
  };
  return { open, sent };
}
