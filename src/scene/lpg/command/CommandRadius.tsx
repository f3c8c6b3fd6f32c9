// §3 command shown on La Petite Guerre's map (on demand, for the commander the viewer picks): his
// command radius as a lit ring of hexes (a soft wash over the hexes his orders reach and a bright
// outline round them, cased in dark ink so it reads on the cream paper from across a room), and the
// viewer's chain of command as lines from each commander in command to those he passes orders to
// (the path from the picked commander up to his CinC or division leader drawn bold), the heads
// ringed, the commanders out of command crossed out. Geometry and every §3 answer come from
// commandGeometry.ts (the rules' functions over the view); nothing here decides a rule.
// Contract: mount inside the TableCanvas over the printed sheet (LPG_TABLE.sheet), with the side's
// view; `commander` null shows the chain alone.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { BufferAttribute, BufferGeometry, DoubleSide } from 'three';
import type { LpgView } from '../../../games/lpg/view';
import type { HexId } from '../../../games/lpg/types';
import { centre, corners } from '../mapGeometry';
import { mapToWorld } from '../tableLayout';
import { commandChain, commandRing, type CommandChain } from './commandGeometry';

/** Height over the table the drawings lie at (above a printed sheet SHEET_TOP thick, under the counters' faces). */
export const COMMAND_Y = 0.11;
/** The printed sheet's top these heights are for (a thicker sheet lifts them: the `sheetTop` prop). */
export const SHEET_TOP = 0.06;

/** The ring's colours by side (the overlay's side colours, brightened to read on paper) and the ink casing. */
export const RING_COLOURS = { american: '#2f7bff', british: '#e8321f' } as const;
const INK = '#1d140c';
const CHAIN = '#f5b82e';
const OUT = '#c0261b';

type V3 = [number, number, number];

const world = (x: number, y: number, lift = 0): V3 => {
  const w = mapToWorld(x, y);
  return [w.x, COMMAND_Y + lift, w.z];
};
const hexWorld = (h: HexId, lift = 0): V3 => {
  const c = centre(h);
  return world(c.x, c.y, lift);
};

/** The wash over the reached hexes: one triangle fan per hex (world units). */
function washGeometry(hexes: Iterable<HexId>): BufferGeometry {
  const pos: number[] = [];
  for (const h of hexes) {
    const c = hexWorld(h);
    const cs = corners(h).map((p) => world(p.x, p.y));
    for (let k = 0; k < 6; k++) pos.push(...c, ...cs[(k + 1) % 6]!, ...cs[k]!);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3));
  return g;
}

function Ring({ view, commander }: { view: LpgView; commander: string }) {
  const ring = useMemo(() => commandRing(view, commander), [view, commander]);
  const wash = useMemo(() => (ring ? washGeometry(ring.hexes) : null), [ring]);
  if (!ring || !wash) return null;
  const colour = RING_COLOURS[ring.side];
  return (
    <group name="lpg-command-ring" userData={{ commander, hexes: ring.hexes.size, loops: ring.loops.length }}>
      <mesh geometry={wash} renderOrder={3}>
        <meshBasicMaterial color={colour} transparent opacity={0.16} depthWrite={false} side={DoubleSide} toneMapped={false} />
      </mesh>
      {ring.loops.map((loop, i) => {
        const pts = [...loop, loop[0]!].map((p) => world(p.x, p.y, 0.01));
        return (
          <group key={i}>
            <Line points={pts} color={INK} lineWidth={12} transparent opacity={0.8} toneMapped={false} renderOrder={4} />
            <Line points={pts} color={colour} lineWidth={7} toneMapped={false} renderOrder={5} />
          </group>
        );
      })}
      {/* His own hex ringed twice: where the radius is counted from. */}
      <mesh position={hexWorld(ring.hex, 0.02)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={5}>
        <ringGeometry args={[1.05, 1.3, 6, 1, Math.PI / 6]} />
        <meshBasicMaterial color={colour} transparent opacity={0.9} depthWrite={false} toneMapped={false} />
      </mesh>
    </group>
  );
}

/** The links on the path from `commander` up to his head (drawn bold). */
function pathUp(chain: CommandChain, commander: string | null): Set<string> {
  const up = new Map(chain.links.map((l) => [l.to, l]));
  const out = new Set<string>();
  let at = commander;
  while (at && up.has(at) && !out.has(at)) {
    out.add(at);
    at = up.get(at)!.from;
  }
  return out;
}

function Chain({ view, commander }: { view: LpgView; commander: string | null }) {
  const chain = useMemo(() => commandChain(view), [view]);
  if (!chain) return null;
  const bold = pathUp(chain, commander);
  const heads = new Set(chain.heads.map((id) => chain.at[id]!));
  const outs = new Set(chain.out.map((id) => chain.at[id]!));
  return (
    <group name="lpg-command-chain" userData={{ links: chain.links.length, heads: chain.heads.length, out: chain.out.length }}>
      {chain.links
        .filter((l) => l.fromHex !== l.toHex)
        .map((l) => {
          const strong = bold.has(l.to);
          const pts = [hexWorld(l.fromHex, 0.03), hexWorld(l.toHex, 0.03)];
          return (
            <group key={`${l.from}-${l.to}`}>
              <Line points={pts} color={INK} lineWidth={strong ? 10 : 7} transparent opacity={0.75} toneMapped={false} renderOrder={6} />
              <Line points={pts} color={CHAIN} lineWidth={strong ? 6 : 3.5} dashed={!strong} dashSize={0.5} gapSize={0.3} toneMapped={false} renderOrder={7} />
            </group>
          );
        })}
      {[...heads].map((h) => (
        <mesh key={`head-${h}`} position={hexWorld(h, 0.025)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={6}>
          <ringGeometry args={[0.72, 0.92, 32]} />
          <meshBasicMaterial color={CHAIN} depthWrite={false} toneMapped={false} />
        </mesh>
      ))}
      {[...outs].map((h) => {
        const [x, y, z] = hexWorld(h, 0.04);
        const r = 0.75;
        return (
          <group key={`out-${h}`} name="lpg-out-of-command">
            <Line points={[[x - r, y, z - r], [x + r, y, z + r]]} color={OUT} lineWidth={6} toneMapped={false} renderOrder={8} />
            <Line points={[[x - r, y, z + r], [x + r, y, z - r]]} color={OUT} lineWidth={6} toneMapped={false} renderOrder={8} />
          </group>
        );
      })}
    </group>
  );
}

export interface CommandRadiusProps {
  view: LpgView;
  /** The commander whose radius is shown (the viewer's own, or the other side's once revealed), or null. */
  commander: string | null;
  /** Whether to draw the viewer's chain of command too (default true). */
  chain?: boolean;
  /** The printed sheet's top over the table (default SHEET_TOP). */
  sheetTop?: number;
}

export function CommandRadius({ view, commander, chain = true, sheetTop = SHEET_TOP }: CommandRadiusProps) {
  return (
    <group name="lpg-command" position={[0, sheetTop - SHEET_TOP, 0]}>
      {commander ? <Ring view={view} commander={commander} /> : null}
      {chain ? <Chain view={view} commander={commander} /> : null}
    </group>
  );
}
