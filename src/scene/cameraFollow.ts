// How much of the play the table's camera follows by itself: 'combat' (play and teach: the fights
// and dice only, so a player's own view is left alone otherwise) or 'all' (showcase: also the
// draws and the moves, back to the whole table between). Each game's camera director decides
// what those are on its table.
// A React context: R3F bridges it into the <Canvas>, so the shell sets it around the table.
import { createContext, useContext } from 'react';

export type CameraFollow = 'combat' | 'all';

const CameraFollowContext = createContext<CameraFollow>('combat');

export const CameraFollowProvider = CameraFollowContext.Provider;

export function useCameraFollow(): CameraFollow {
  return useContext(CameraFollowContext);
}
