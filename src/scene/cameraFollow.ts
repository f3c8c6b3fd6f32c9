// How much of the play the table's camera follows by itself: 'combat' (play and teach: combats and
// the Atrocities Check, so a player's own view is left alone otherwise) or 'all' (showcase: also
// the Chit Cup as a chit is drawn and the stacks as they move, back to the whole table between).
// A React context: R3F bridges it into the <Canvas>, so the shell sets it around the table.
import { createContext, useContext } from 'react';

export type CameraFollow = 'combat' | 'all';

const CameraFollowContext = createContext<CameraFollow>('combat');

export const CameraFollowProvider = CameraFollowContext.Provider;

export function useCameraFollow(): CameraFollow {
  return useContext(CameraFollowContext);
}
