// Command and weather on the campaign map (?dev=lpg-command&seed=S&steps=M[&commander=washington]
// [&weather=clear|rain|snow|freeze][&ice=open|floes|hard][&then=WEATHER[,ICE]&after=MS][&view=map]
// [&frame=battle:HEX|move:FROM-TO|hex:HEX]): the printed sheet at the
// moment after M events (default 60) of a smart-bot game (seed S), as the commander's side sees it
// (default American): his command radius as a lit ring (CommandRadius.tsx), the side's chain of
// command, the turn's weather on the map (LpgWeather.tsx; `weather` and `ice` override the turn's to
// look at each; `then` changes them `after` ms (default 3000; 0: only by its button) to watch the
// change-over). The side's commanders stand as plain labelled discs here (the game's counters are
// the table's): this is not the game's Table3D. `view=map` frames the sheet alone (closer); `frame`
// puts the camera where the showcase camera would for a battle, a move or a hex (cameraShots.ts).
import { StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { Text } from '@react-three/drei';
import { lpgMachine, lpgModule } from '../../../../machines/lpg/index';
import { Rng } from '../../../core/rng';
import { COMMANDERS } from '../../../games/lpg/orderOfBattle';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { configureLocalText, FONTS, loadCanvasFonts } from '../../fonts';
import { PrintedSheet } from '../../PrintedSheet';
import { TableCanvas } from '../../TableCanvas';
import { useAsset } from '../../useAsset';
import { CommandRadius, RING_COLOURS } from '../command/CommandRadius';
import { commandChain, commandRing } from '../command/commandGeometry';
import { centre } from '../mapGeometry';
import { lpgSheetTexture } from '../sheetTexture';
import { LPG_TABLE, mapToWorld } from '../tableLayout';
import { LpgWeather } from '../weather/LpgWeather';
import { BATTLE_POLAR, battleFrame, hexesFrame, moveFrame } from '../cameraShots';
import { useCameraRig } from '../../CameraRig';
import { isHex } from '../../../games/lpg/rules/hex';
import '../../scene.css';

const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));

function devView(seed: number, steps: number, side: Side) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  while (events < steps) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0) break;
    const s = legal[0]!.side;
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === s), side: s, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { view: lpgModule.view(snap, side) as LpgView, events };
}

function Sheet() {
  const map = useAsset('lpg-sheet', () => loadCanvasFonts().then(() => lpgSheetTexture()));
  const r = LPG_TABLE.sheet;
  return <PrintedSheet x={r.x} z={r.z} w={r.w} d={r.d} thickness={0.06} map={map} />;
}

/** The viewer's commanders as plain discs with their names (dev only: the table draws the real counters). */
function Commanders({ view }: { view: LpgView }) {
  configureLocalText();
  const me = view.side;
  if (!me) return null;
  const byHex = new Map<string, string[]>();
  for (const m of view.markers[me]) if (m.is && DEF.has(m.is)) byHex.set(m.hex, [...(byHex.get(m.hex) ?? []), m.is]);
  return (
    <group name="dev-commanders">
      {[...byHex].map(([hex, ids]) => {
        const c = centre(hex);
        const w = mapToWorld(c.x, c.y);
        const names = ids.map((id) => DEF.get(id)!.name.split(' ').slice(-1)[0]).join(', ');
        return (
          <group key={hex} position={[w.x, 0.2, w.z]}>
            <mesh rotation={[-Math.PI / 2, 0, 0]}>
              <circleGeometry args={[0.55, 24]} />
              <meshBasicMaterial color={RING_COLOURS[me]} toneMapped={false} />
            </mesh>
            <Text font={FONTS.bold} fontSize={0.75} color="#ffffff" outlineWidth={0.1} outlineColor="#1d140c" anchorX="center" anchorY="bottom" position={[0, 0.05, -0.6]} rotation={[-Math.PI / 2, 0, 0]}>
              {names}
            </Text>
          </group>
        );
      })}
    </group>
  );
}

/** Frames what the showcase camera would (dev: `frame=battle:0817`, `move:0716-0817`, `hex:1810`). */
function Framer({ frame }: { frame: string | null }) {
  const rig = useCameraRig();
  useEffect(() => {
    if (!rig || !frame) return;
    const [kind, arg = ''] = frame.split(':');
    const [a = '', b = ''] = arg.split('-');
    if (kind === 'battle' && isHex(a)) rig.frame(battleFrame(a, isHex(b) ? b : null), BATTLE_POLAR);
    else if (kind === 'move' && isHex(a) && isHex(b)) rig.frame(moveFrame(b, a));
    else if (kind === 'hex' && isHex(a)) rig.frame(hexesFrame([a]));
  }, [rig, frame]);
  return null;
}

interface PageProps {
  seed: number;
  steps: number;
  commander: string | null;
  weather: string | null;
  ice: string | null;
  mapOnly: boolean;
  then: string | null;
  after: number;
  frame: string | null;
}

function Page({ seed, steps, commander, weather: weather0, ice: ice0, mapOnly, then, after, frame }: PageProps) {
  const side: Side = (commander && DEF.get(commander)?.side) || 'american';
  const m = useMemo(() => devView(seed, steps, side), [seed, steps, side]);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!then || after <= 0) return;
    const t = setTimeout(() => setChanged(true), after);
    return () => clearTimeout(t);
  }, [then, after]);
  const [thenWeather, thenIce] = (then ?? '').split(',');
  const weather = changed && thenWeather ? thenWeather : weather0;
  const ice = changed && thenIce ? thenIce : ice0;
  const view = useMemo(() => ({ ...m.view, weather: weather ?? m.view.weather, ice: ice ?? m.view.ice }), [m.view, weather, ice]);
  const chain = commandChain(view);
  const ring = commandRing(view, commander);
  (window as unknown as { __lpgCommandDev?: unknown }).__lpgCommandDev = {
    events: m.events, turn: view.turn, changed, weather: view.weather, ice: view.ice, side,
    inCommand: chain ? [...chain.inCommand].sort() : [], links: chain?.links.length ?? 0, out: chain?.out ?? [],
    ring: ring ? { hex: ring.hex, hexes: ring.hexes.size, loops: ring.loops.length } : null,
  };
  const home = mapOnly ? LPG_TABLE.sheet : LPG_TABLE.home;
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="lpg-command-dev">
      <TableCanvas className="table3d-canvas" table={LPG_TABLE.table} home={home} homeView={{ polar: LPG_TABLE.homePolar }} frameloop="demand">
        <Sheet />
        <Framer frame={frame} />
        {/* Where the card duel lies (the cards engineer's part): outlined here to see the battle frame hold it. */}
        {frame?.startsWith('battle') ? (
          <mesh position={[LPG_TABLE.duel.x, 0.02, LPG_TABLE.duel.z]} rotation={[-Math.PI / 2, 0, 0]}>
            <planeGeometry args={[LPG_TABLE.duel.w, LPG_TABLE.duel.d]} />
            <meshBasicMaterial color="#3b2a1a" transparent opacity={0.6} />
          </mesh>
        ) : null}
        <LpgWeather view={view} />
        <CommandRadius view={view} commander={commander} />
        <Suspense fallback={null}>
          <Commanders view={view} />
        </Suspense>
      </TableCanvas>
      <div style={{ position: 'fixed', left: 12, top: 8, color: '#f3e9d2', font: '600 18px sans-serif', textShadow: '0 1px 2px #000' }}>
        {view.month} week {view.week} (turn {view.turn}), {view.weather}
        {view.ice !== 'open' ? `, Delaware ${view.ice === 'hard' ? 'frozen hard' : 'ice floes'}` : ''} · {side} view · {commander ?? 'no commander picked'}
        {then ? (
          <button type="button" data-testid="lpg-weather-change" style={{ marginLeft: 12 }} onClick={() => setChanged((c) => !c)}>
            {changed ? 'Back' : `Change to ${then}`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function mountLpgCommandDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} steps={Number(q.get('steps') ?? 60)} commander={q.get('commander')} weather={q.get('weather')} ice={q.get('ice')} mapOnly={q.get('view') === 'map'} then={q.get('then')} after={Number(q.get('after') ?? 3000)} frame={q.get('frame')} />
    </StrictMode>,
  );
}
