// Probes every 3D table mounts: the driver of the game's animation queue (once per table), and
// read-only handles for browser tests and screenshot tools on window (`__sandtableShot`: the shot
// playing; `__sandtableTable`: drawn yet, draw calls, where a place is on screen).
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { AnimationQueue } from './animation/queue';
import { useAnimationFrameQueue } from './animation/useQueue';
import { useCameraRig } from './CameraRig';

/**
 * Drives the animation queue from the canvas's frame loop (once per table), and lets tests and
 * screenshot tools read what plays (`window.__sandtableShot`: the beat type and its progress).
 */
export function QueueDriver({ queue }: { queue: AnimationQueue | null | undefined }) {
  useAnimationFrameQueue(queue);
  useEffect(() => {
    if (!queue) return;
    const w = window as unknown as { __sandtableShot?: unknown };
    const probe = {
      get current() {
        const f = queue.current;
        if (!f) return null;
        const purpose = f.shot.beat.purpose;
        return { type: f.shot.beat.type, progress: f.progress, id: f.shot.id, ...(typeof purpose === 'string' ? { purpose } : {}), beat: f.shot.beat };
      },
      get queued() {
        return queue.queued.map((s) => ({ type: s.beat.type, ...(typeof s.beat.purpose === 'string' ? { purpose: s.beat.purpose } : {}) }));
      },
    };
    w.__sandtableShot = probe;
    return () => {
      if (w.__sandtableShot === probe) delete w.__sandtableShot;
    };
  }, [queue]);
  return null;
}

/**
 * A read-only probe for browser tests and screenshot tools: `window.__sandtableTable` says when
 * the table has drawn and where a box is on screen (CSS pixels), so a test can click it.
 */
export function TableProbe({ placeOf }: { placeOf: (key: string) => readonly [number, number, number] | null }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const rig = useCameraRig();
  const frames = useRef(0);
  useFrame(() => {
    frames.current++;
    if (frames.current < 3) invalidate();
  });
  useEffect(() => {
    const w = window as unknown as { __sandtableTable?: unknown };
    const probe = {
      get ready() {
        return frames.current >= 2;
      },
      /** Draw calls and triangles of the last frame (performance checks). */
      get renderInfo() {
        return { calls: gl.info.render.calls, triangles: gl.info.render.triangles };
      },
      /** Where a place of the game (a box, a sector, a unit: the game's own names) is on screen. */
      screenOf(key: string) {
        const p = placeOf(key);
        return p ? this.screenOfPoint(p[0], p[1], p[2]) : null;
      },
      screenOfPoint(x: number, y: number, z: number) {
        const v = new Vector3(x, y, z).project(camera);
        const r = gl.domElement.getBoundingClientRect();
        return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
      },
      /** Milliseconds since the viewer last moved the camera (the table moves it only past IDLE_MS). */
      idleFor() {
        return rig?.idleFor() ?? Number.POSITIVE_INFINITY;
      },
      /** Point the camera (as a double-click would). */
      focus(x: number, z: number, distance?: number) {
        rig?.focus(x, z, distance);
      },
    };
    w.__sandtableTable = probe;
    return () => {
      if (w.__sandtableTable === probe) delete w.__sandtableTable;
    };
  }, [camera, gl, rig, placeOf]);
  return null;
}

