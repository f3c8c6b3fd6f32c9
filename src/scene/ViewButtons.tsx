// The camera's two buttons on every 3D table: Reset view (the home view: a readable part of the
// map round the play, which it follows again) and Whole table (everything printed, however small).
import type { RefObject } from 'react';
import type { CameraRigApi, RectXZ } from './CameraRig';

export function ViewButtons({ rigRef, whole, place }: { rigRef: RefObject<CameraRigApi | null>; whole: RectXZ; place: string }) {
  return (
    <>
      <button
        type="button"
        data-testid="view-home"
        onClick={() => rigRef.current?.home()}
        title={`The home view: the map round the play, at a size you can read (it follows the play until you move the camera). Drag to pan, right-drag to turn, wheel to zoom toward the pointer, double-click a ${place} to look closer, double-click the table to come back.`}
      >
        Reset view
      </button>
      <button type="button" data-testid="view-whole" onClick={() => rigRef.current?.show(whole)} title="Step back to see the whole table at once (small). Reset view comes back.">
        Whole table
      </button>
    </>
  );
}
