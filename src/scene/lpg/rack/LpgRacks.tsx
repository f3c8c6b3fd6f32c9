// Both command racks of La Petite Guerre on the 3D table, each in its spot (LPG_TABLE.racks): a
// printed card per side (rackTexture.ts, from the view only: the racks are open to both sides, the
// turn flags and the spare phantoms' ids are the viewer's own), and over it what a click acts on:
// the lit entries glow (play.items: recce on commanders; detach, attach, rest, combine on units;
// play.stacks: the commanders whose stack may move), the picked stack stands out, the spare phantom
// box glows while a marker may be placed. Clicks call the handlers (a drag of the camera is not a
// click); an entry that is not lit calls onUnlit, so the table can say which rule refuses it.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { Color, Matrix4, MeshBasicMaterial, PlaneGeometry, type InstancedMesh } from 'three';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { UNIT_SPECS } from '../../../games/lpg/tables/units';
import { SIDE_NAME, unitName, unitTypeName } from '../../../games/lpg/words';
import type { TipContent } from '../../tableTooltip';
import type { BoardPlay } from '../boardPlay';
import { printTexture, usePrintFonts } from './print';
import { rackDrawing, type Box, type RackDrawing, type RackSlot, type RackUnit } from './rackLayout';
import { drawRack } from './rackTexture';
import { PrintedCard } from '../tracks/LpgTracks';
import { isDrag } from '../../pointerClick';

export interface LpgRacksProps {
  view: LpgView;
  viewer: Side | null;
  play: BoardPlay | null;
  onItem(id: string): void;
  onStack(id: string): void;
  onPhantomBox(): void;
  onUnlit(id: string): void;
  onTip?(tip: TipContent | null, e?: ThreeEvent<PointerEvent>): void;
}

/** The id onUnlit gets for a click on the spare phantom box when no marker may be placed. */
export const PHANTOM_BOX_ID = 'phantom-box';

/** Heights over the table (the card is 0.03 thick): the hit areas and the glows lie just over it, the units' over the slots'. */
const Y_SLOT = 0.045;
const Y_UNIT = 0.06;
const LIT = '#ffd84a';
const PICKED = '#ff7a1a';
const RANK_WORD = { cinc: 'Commander-in-Chief', division: 'Division commander', brigade: 'Brigade commander', battalion: 'Battalion commander' } as const;

/** Where a rack entry (a commander or unit id, or PHANTOM_BOX_ID with its side) lies on the table, for probes and the camera. */
export function rackPlaceOf(view: LpgView, key: string, side?: Side): [number, number, number] | null {
  for (const s of side ? [side] : (['american', 'british'] as const)) {
    const d = rackDrawing(view, s);
    if (key === PHANTOM_BOX_ID) return [d.phantoms.box.x, Y_SLOT, d.phantoms.box.z];
    for (const sl of d.slots) {
      if (sl.id === key) return [sl.plate.x, Y_SLOT, sl.plate.z];
      const u = sl.units.find((x) => x.id === key);
      if (u) return [u.box.x, Y_UNIT, u.box.z];
    }
    const u = d.loose.units.find((x) => x.id === key);
    if (u) return [u.box.x, Y_UNIT, u.box.z];
  }
  return null;
}

function slotTip(s: RackSlot, side: Side, stack: boolean, acts: boolean): TipContent {
  const lines = [`${SIDE_NAME[side]} · ${RANK_WORD[s.rank]} · command radius ${s.radius}`];
  if (s.lost) lines.push(s.fate ? `${s.fate === 'killed' ? 'Killed' : 'Captured'} (§13): off the map and the rack` : 'Lost (killed or captured): off the map and the rack');
  else lines.push(s.units.length === 0 ? 'No units under him' : `${s.units.length} unit${s.units.length > 1 ? 's' : ''}: ${s.units.map((u) => unitTypeName(u.type) + (u.understrength ? ' (understrength)' : '')).join(', ')}`);
  if (s.flags?.recce) lines.push('Reconnoitring this turn');
  if (s.flags?.moved) lines.push('Moved this turn');
  if (stack) lines.push('Click to pick his stack, then a lit hex');
  else if (acts) lines.push('Click to choose what he does');
  return { title: s.name, lines, rule: stack ? '6 Movement' : '3 Command' };
}

function unitTip(u: RackUnit, acts: boolean): TipContent {
  const spec = UNIT_SPECS[u.type];
  const lines = [`${spec?.name ?? unitTypeName(u.type)} · ${u.understrength ? `understrength, strength ${spec?.understrength}` : `full strength ${spec?.strength}`} · ${spec?.mp} MP`];
  if (u.unsupplied > 0) lines.push(`Unsupplied ${u.unsupplied} turn${u.unsupplied > 1 ? 's' : ''} running (§15: the second brings attrition, the third dissolves it)`);
  if (acts) lines.push('Click to choose what it does');
  return { title: unitName(u.id), lines };
}

/** A glowing frame round a box: its colour, the strips' width and the faint fill inside (0: none). */
export interface GlowSpec {
  box: Box;
  colour: string;
  y: number;
  width: number;
  fill: number;
}

/** The frame's four strips and its fill, as boxes (pure: tested through the drawing's boxes). */
export function glowStrips(g: GlowSpec): Box[] {
  const { x, z, w, d } = g.box;
  const k = g.width;
  return [
    { x, z: z - d / 2 - k / 2, w: w + 2 * k, d: k },
    { x, z: z + d / 2 + k / 2, w: w + 2 * k, d: k },
    { x: x - w / 2 - k / 2, z, w: k, d },
    { x: x + w / 2 + k / 2, z, w: k, d },
  ];
}

const UNIT_PLANE = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
const MAX_GLOW_STRIPS = 4 * 128;
const MAX_GLOW_FILLS = 32;

/** Every glow of a rack in two draw calls: the strips (opaque) and the fills (faint), instanced. */
function Glows({ glows }: { glows: readonly GlowSpec[] }) {
  const strips = useRef<InstancedMesh>(null);
  const fills = useRef<InstancedMesh>(null);
  const invalidate = useThree((st) => st.invalidate);
  const stripMat = useMemo(() => new MeshBasicMaterial({ toneMapped: false }), []);
  const fillMat = useMemo(() => new MeshBasicMaterial({ toneMapped: false, transparent: true, opacity: 0.14, depthWrite: false }), []);
  useEffect(() => () => (stripMat.dispose(), fillMat.dispose()), [stripMat, fillMat]);
  useLayoutEffect(() => {
    const m = new Matrix4();
    const c = new Color();
    const put = (mesh: InstancedMesh | null, items: { b: Box; y: number; colour: string }[], max: number) => {
      if (!mesh) return;
      const n = Math.min(max, items.length);
      for (let i = 0; i < n; i++) {
        const { b, y, colour } = items[i]!;
        m.makeScale(b.w, 1, b.d).setPosition(b.x, y, b.z);
        mesh.setMatrixAt(i, m);
        mesh.setColorAt(i, c.set(colour));
      }
      if (!mesh.instanceColor) mesh.setColorAt(0, c.set('#ffffff'));
      mesh.count = n;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    };
    put(strips.current, glows.flatMap((g) => glowStrips(g).map((b) => ({ b, y: g.y, colour: g.colour }))), MAX_GLOW_STRIPS);
    put(fills.current, glows.filter((g) => g.fill > 0).map((g) => ({ b: g.box, y: g.y - 0.002, colour: g.colour })), MAX_GLOW_FILLS);
    invalidate();
  }, [glows, invalidate]);
  return (
    <group>
      <instancedMesh ref={strips} args={[UNIT_PLANE, stripMat, MAX_GLOW_STRIPS]} frustumCulled={false} raycast={() => null} />
      <instancedMesh ref={fills} args={[UNIT_PLANE, fillMat, MAX_GLOW_FILLS]} frustumCulled={false} raycast={() => null} />
    </group>
  );
}

const HIT_MATERIAL = new MeshBasicMaterial();

/** An invisible click target over a box (not drawn; three's raycaster still finds it). */
function Hit({ box, y, name, onClick, onOver, onOut }: { box: Box; y: number; name: string; onClick: () => void; onOver: (e: ThreeEvent<PointerEvent>) => void; onOut: () => void }) {
  return (
    <mesh
      name={name}
      visible={false}
      geometry={UNIT_PLANE}
      material={HIT_MATERIAL}
      position={[box.x, y, box.z]}
      scale={[box.w, 1, box.d]}
      onClick={(e) => {
        if (isDrag(e)) return;
        e.stopPropagation();
        onClick();
      }}
      onPointerMove={(e) => {
        e.stopPropagation();
        onOver(e);
      }}
      onPointerOut={onOut}
    />
  );
}

function RackCard({ drawing }: { drawing: RackDrawing }) {
  const texture = useMemo(() => printTexture(drawRack(drawing)), [drawing]);
  useEffect(() => () => texture.dispose(), [texture]);
  const s = drawing.spot;
  return <PrintedCard name={`lpg-rack-card-${drawing.side}`} x={s.x} z={s.z} w={s.w} d={s.d} texture={texture} />;
}

function Rack({ side, props }: { side: Side; props: LpgRacksProps }) {
  const { view, play, onItem, onStack, onPhantomBox, onUnlit, onTip } = props;
  // Redrawn only when what is printed changes (the racks, the flags, the phantoms), not on every view.
  const key = JSON.stringify([view.side, side, Object.entries(view.racks).filter(([, r]) => r.side === side), view.ownCommanders, view.markers[side], view.side === side ? view.mapUnits : null]);
  const drawing = useMemo(() => rackDrawing(view, side), [key]);
  const mine = props.viewer === side;
  const picked = play?.selection.stack ?? null;
  // The entry whose tip shows: leaving an entry clears the tip only if it is still that entry's (the
  // pointer going from a slot onto a counter in it hands the tip over without a blank between).
  const shown = useRef<string | null>(null);
  const tip = (owner: string, t: TipContent, e: ThreeEvent<PointerEvent>) => {
    shown.current = owner;
    onTip?.(t, e);
  };
  const out = (owner: string) => () => {
    if (shown.current !== owner) return;
    shown.current = null;
    onTip?.(null);
  };
  const clickEntry = (id: string) => {
    if (play?.items.has(id)) onItem(id);
    else if (play?.stacks.has(id)) onStack(id);
    else onUnlit(id);
  };
  const units = useMemo(() => [...drawing.slots.flatMap((s) => s.units), ...drawing.loose.units], [drawing]);
  const glows = useMemo(() => {
    const out: GlowSpec[] = [];
    if (!mine || !play) return out;
    for (const s of drawing.slots) {
      if (picked === s.id) out.push({ box: s.box, colour: PICKED, y: Y_SLOT, width: 0.26, fill: 0 });
      else if (play.stacks.has(s.id) || play.items.has(s.id)) out.push({ box: s.plate, colour: LIT, y: Y_SLOT, width: 0.12, fill: 0 });
    }
    for (const u of units) if (play.items.has(u.id)) out.push({ box: u.box, colour: LIT, y: Y_UNIT, width: Math.min(0.12, u.box.w * 0.12), fill: 0 });
    if (play.phantomSpare) out.push({ box: drawing.phantoms.box, colour: play.selection.phantom ? PICKED : LIT, y: Y_SLOT, width: 0.12, fill: play.selection.phantom ? 1 : 0 });
    return out;
  }, [drawing, units, mine, play, picked]);
  return (
    <group name={`lpg-rack-${side}`}>
      <RackCard drawing={drawing} />
      <Glows glows={glows} />
      {drawing.slots.map((s) => {
        const stack = mine && !!play?.stacks.has(s.id);
        const acts = mine && !!play?.items.has(s.id);
        return <Hit key={s.id} box={s.box} y={Y_SLOT} name={`rack-${s.id}`} onClick={() => clickEntry(s.id)} onOver={(e) => tip(s.id, slotTip(s, side, stack, acts), e)} onOut={out(s.id)} />;
      })}
      {units.map((u) => (
        <Hit key={u.id} box={u.box} y={Y_UNIT} name={`rack-${u.id}`} onClick={() => clickEntry(u.id)} onOver={(e) => tip(u.id, unitTip(u, mine && !!play?.items.has(u.id)), e)} onOut={out(u.id)} />
      ))}
      <Hit
        box={drawing.phantoms.box}
        y={Y_SLOT}
        name={`rack-phantoms-${side}`}
        onClick={() => (mine && play?.phantomSpare ? onPhantomBox() : onUnlit(PHANTOM_BOX_ID))}
        onOver={(e) =>
          tip(PHANTOM_BOX_ID, { title: `${SIDE_NAME[side]} phantom markers`, lines: [`${drawing.phantoms.spare} spare (not on the map)`, ...(mine && play?.phantomSpare ? ['Click, then a lit hex, to place one'] : [])], rule: '3 Phantom markers' }, e)
        }
        onOut={out(PHANTOM_BOX_ID)}
      />
    </group>
  );
}

export function LpgRacks(props: LpgRacksProps) {
  usePrintFonts();
  return (
    <group name="lpg-racks">
      <Rack side="american" props={props} />
      <Rack side="british" props={props} />
    </group>
  );
}
