// The game screen's sound: its animation queue's shots played through the game's sound map, with
// audio started on the first user gesture (see audio.ts).
import { useEffect } from 'react';
import type { AnimationQueue } from '../../scene/animation/queue';
import { armAudioOnGesture, playSound } from './audio';
import { connectShotSounds, type ShotSoundMap } from './shotSounds';

export function useShotSounds(queue: AnimationQueue | null | undefined, sounds: ShotSoundMap | undefined): void {
  useEffect(() => {
    if (!queue || !sounds) return;
    armAudioOnGesture();
    return connectShotSounds(queue, sounds, playSound);
  }, [queue, sounds]);
}
