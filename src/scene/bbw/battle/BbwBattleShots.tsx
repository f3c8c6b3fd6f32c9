// A battle of The Football War played on the table from the animation queue's shots (6.2): the
// battle area framed on the sheet (its region outlined and washed in gold), the dice in the shared
// dice tray in the table's left margin (air-to-air first, 6.22, then ground combat, 6.21: both
// sides' dice, the terrain and air dice marked, the hits counted per side: diceLayout.ts), a
// retreat arrow while a defender retreats out of the area, and, once the battle's results have been
// shown, who won it in a line large enough to read across a room, over the battle area.
// The hit marks, the flips and the moves to a Rear Area or a Damaged Units box are the counters'
// (../displayModel.ts: the table's counter mesh plays them with the same frame); a red HIT tag marks
// each hit unit meanwhile, and in the Final Phase (7.0) FinalPhaseTags names what each unit does.
//
// Contract: mount it in table coordinates (the sheet centred on the origin, as BbwSheet), with
//   queue       the game's AnimationQueue (null: nothing is shown);
//   latestView  the LATEST view (a dice beat's battle is looked up in it: battleOfRoll);
//   viewNow     optional: the view as the game has it now, read when a dice shot starts (a shot may
//               start before React has rendered the view its beats came from; a table that can read
//               its snapshot passes a getter so the tray can name the area and mark terrain and air
//               dice from the first frame; without it they are marked where latestView already has them);
//   frame       the display frame the counters are drawn from (useBbwDisplayFrame(latestView, queue));
//   board       boardFor(view.options.scenario).
// It knows no clicks. Who won: 6.24's test, once the results are shown: the Attacker wins where
// every Defender ground unit in the area when the battle was designated is disrupted or damaged;
// otherwise the Defender holds the area.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Line, Text } from '@react-three/drei';
import { DoubleSide, Shape } from 'three';
import type { AnimationQueue, Beat } from '../../animation/queue';
import { DiceTray } from '../../dice/DiceTray';
import { FONTS } from '../../fonts';
import type { Board } from '../../../games/bbw/rules/board';
import type { Battle } from '../../../games/bbw/state';
import type { Side } from '../../../games/bbw/types';
import type { BbwView } from '../../../games/bbw/view';
import { BBW_DIE_STYLES } from '../dieStyles';
import { bbwShownItems, type BbwDisplayFrame, type BbwShown } from '../displayModel';
import { FOOTBALL_WAR_MAP } from '../footballWarMap';
import { toWorld } from '../sheetLayout';
import { BBW_DICE_TRAY, areaOutline, areaRect, battleContent, battleOfRoll, sameBattle } from './battleLayout';
import { BBW_CLEARS_TRAY, bbwTrayLayout } from './diceLayout';
import { FinalPhaseTags } from './FinalPhaseTags';

export interface BbwBattleShotsProps {
  queue: AnimationQueue | null | undefined;
  latestView: BbwView;
  viewNow?: () => BbwView;
  frame: BbwDisplayFrame;
  board: Board;
}

/** The battle being shown: set by its first dice shot, until the next battle, draw or Game-turn. */
interface ShownBattle {
  /** Its first dice beat (the battle is looked up again in the latest view until found). */
  beat: Beat;
  battle: Battle | null;
  /** A shot after the battle's results (a card, an exploitation move) has started, or the queue went idle. */
  settled: boolean;
  /** Cards played since it settled: the second one after the battle takes it off the table. */
  cards: number;
}

/** Shots that belong to a battle's fight (its dice, hits and results). */
const FIGHT = new Set(['dice.rolled', 'hit', 'unit.changed']);
/** Shots after which no battle is shown. */
const ENDS = new Set(['cards.drawn', 'turn.advanced', 'game.over']);

export interface BattleOutcome {
  winner: Side;
  /** 'wins at' (the Attacker broke the defence) or 'holds' (the Defender). */
  attackerWon: boolean;
}

/** 6.24's test on the shown units: the Attacker wins where every Defender ground unit in the area is disrupted or damaged. */
export function battleOutcome(battle: Battle, shown: Pick<BbwShown, 'units'>, board: Board): BattleOutcome {
  const broken = battle.defendersInArea.every((id) => {
    const u = shown.units.find((x) => x.id === id);
    return !u || u.disrupted || board.damagedBoxes.has(u.loc);
  });
  const defender: Side = battle.attacker === 'white' ? 'grey' : 'white';
  return { winner: broken ? battle.attacker : defender, attackerWon: broken };
}

/** The winner's line: "HONDURAS WINS" over "the battle of Nueva Ocotepeque". */
export function outcomeLines(o: BattleOutcome, battle: Battle, board: Board): [string, string] {
  const nation = board.scenario.data.nations[o.winner];
  const area = board.areas.get(battle.area)?.name ?? battle.area;
  return [`${nation.toUpperCase()} ${o.attackerWon ? 'WINS' : 'HOLDS'}`, o.attackerWon ? `the battle of ${area}` : `${area} against the attack`];
}

const SIDE_INK: Record<Side, { fill: string; outline: string }> = {
  white: { fill: '#ffffff', outline: '#1d3f8f' },
  grey: { fill: '#e9ecef', outline: '#2a2d31' },
};

export function BbwBattleShots({ queue, latestView, viewNow, frame, board }: BbwBattleShotsProps) {
  const latest = useRef(latestView);
  latest.current = latestView;
  const now = useRef(viewNow);
  now.current = viewNow;
  const battleOf = useCallback((beat: Beat) => {
    const v = now.current?.();
    return (v ? battleOfRoll(v, beat) : null) ?? battleOfRoll(latest.current, beat);
  }, []);
  const [shown, setShown] = useState<ShownBattle | null>(null);

  useEffect(() => {
    if (!queue) return;
    const onBeat = (beat: Beat) => {
      if (beat.type === 'dice.rolled') {
        const b = battleOf(beat);
        // The same battle's ground dice after its air-to-air keep it; anything else is a new battle.
        setShown((cur) => (cur && !cur.settled && (b ? sameBattle(cur.battle, b) : cur.battle === null) ? cur : { beat, battle: b, settled: false, cards: 0 }));
      } else if (beat.type === 'battle.ended') {
        // The rules' verdict (6.24), shown for the length of its shot and until play moves on.
        setShown((cur) => (cur ? { ...cur, settled: true, cards: 0 } : cur));
      } else if (ENDS.has(beat.type)) setShown(null);
      else if (!FIGHT.has(beat.type)) {
        const card = beat.type === 'card.played' ? 1 : 0;
        setShown((cur) => {
          if (!cur) return cur;
          if (!cur.settled) return cur.battle && !sameBattle(latest.current.battle, cur.battle) ? { ...cur, settled: true, cards: card } : cur;
          if (!card) return cur;
          return cur.cards + card >= 2 ? null : { ...cur, cards: cur.cards + card };
        });
      }
    };
    return queue.subscribe((e) => {
      if (e.type === 'start') onBeat(e.shot.beat);
      else if (e.type === 'reset') setShown(null);
      else if (e.type === 'idle') setShown((cur) => (cur && !cur.settled && cur.battle && !sameBattle(latest.current.battle, cur.battle) ? { ...cur, settled: true, cards: 0 } : cur));
    });
  }, [queue, battleOf]);

  const layout = useMemo(
    () =>
      bbwTrayLayout(battleOf, {
        sideName: (s) => board.scenario.data.nations[s],
        areaName: (a) => board.areas.get(a)?.name ?? a,
      }),
    [board, battleOf],
  );

  const battle = shown ? (shown.battle ?? battleOfRoll(latestView, shown.beat)) : null;
  const outcome = battle && shown?.settled ? battleOutcome(battle, frame.shown, board) : null;
  return (
    <group name="bbw-battle">
      <group position={[BBW_DICE_TRAY.x, 0.04, BBW_DICE_TRAY.z]}>
        <DiceTray queue={queue} width={BBW_DICE_TRAY.w} depth={BBW_DICE_TRAY.d} layout={layout} dieStyles={BBW_DIE_STYLES} clearsOn={BBW_CLEARS_TRAY} />
      </group>
      {battle ? <BattleFrame area={battle.area} won={outcome ? outcome.winner : null} /> : null}
      <RetreatArrow frame={frame} area={battle?.area ?? null} board={board} />
      {battle && outcome ? <OutcomeBanner battle={battle} outcome={outcome} board={board} /> : null}
      <HitTags shown={frame.shown} board={board} />
      <FinalPhaseTags frame={frame} board={board} />
    </group>
  );
}

const FRAME_Y = 0.2;

/** A red tag over each unit a hit marks ("HIT", "2 HITS") until its result is shown (the counter also glows). */
function HitTags({ shown, board }: { shown: BbwShown; board: Board }) {
  const marked = Object.keys(shown.marks);
  const items = useMemo(() => (marked.length ? bbwShownItems(board, shown) : []), [board, shown, marked.length]);
  if (marked.length === 0) return null;
  return (
    <group name="bbw-hit-tags">
      {items
        .filter((i) => shown.marks[i.key])
        .map((i) => {
          const n = shown.marks[i.key]!;
          return (
            <Text key={i.key} font={FONTS.bold} fontSize={0.7} color="#ffffff" outlineWidth={0.1} outlineColor="#b3202a" anchorX="center" anchorY="middle" position={[i.x, 0.45, i.z - 0.95]} rotation={[-Math.PI / 2, 0, 0]}>
              {n === 1 ? 'HIT' : `${n} HITS`}
            </Text>
          );
        })}
    </group>
  );
}

/** The battle area outlined and washed on the sheet (gold; the winner's ink once it is decided). */
function BattleFrame({ area, won }: { area: string; won: Side | null }) {
  const pts = useMemo(() => areaOutline(area), [area]);
  const shape = useMemo(() => {
    if (pts.length < 3) return null;
    // The shape lies in x / -z (it is turned flat below).
    const s = new Shape();
    s.moveTo(pts[0]!.x, -pts[0]!.z);
    for (const p of pts.slice(1)) s.lineTo(p.x, -p.z);
    s.closePath();
    return s;
  }, [pts]);
  if (!shape) return null;
  const line = [...pts, pts[0]!].map((p) => [p.x, FRAME_Y, p.z] as [number, number, number]);
  const colour = won ? (won === 'white' ? '#3f7fe0' : '#30343a') : '#ffc53d';
  return (
    <group name="bbw-battle-frame">
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, FRAME_Y - 0.02, 0]} renderOrder={2}>
        <shapeGeometry args={[shape]} />
        <meshBasicMaterial color={colour} transparent opacity={0.22} depthWrite={false} side={DoubleSide} toneMapped={false} />
      </mesh>
      <Line points={line} color="#ffc53d" lineWidth={7} toneMapped={false} />
    </group>
  );
}

/** While a unit.changed shot takes a unit out of the battle area into another area: an arrow from seat to seat. */
function RetreatArrow({ frame, area, board }: { frame: BbwDisplayFrame; area: string | null; board: Board }) {
  const shot = frame.shot;
  if (!area || !shot || !frame.before || shot.beat.type !== 'unit.changed') return null;
  const id = shot.beat.unit;
  const to = shot.beat.loc;
  const from = frame.before.units.find((u) => u.id === id)?.loc;
  if (typeof to !== 'string' || from !== area || to === area || !board.areas.has(to)) return null;
  const a = FOOTBALL_WAR_MAP.seats[from];
  const b = FOOTBALL_WAR_MAP.seats[to];
  if (!a || !b) return null;
  const p = toWorld(a.x, a.y);
  const q = toWorld(b.x, b.y);
  const angle = Math.atan2(q.x - p.x, q.z - p.z);
  return (
    <group name="bbw-retreat-arrow">
      <Line points={[[p.x, FRAME_Y + 0.3, p.z], [q.x, FRAME_Y + 0.3, q.z]]} color="#ff7a66" lineWidth={9} toneMapped={false} />
      <mesh position={[q.x, FRAME_Y + 0.3, q.z]} rotation={[Math.PI / 2, 0, -angle]}>
        <coneGeometry args={[0.5, 1.1, 3]} />
        <meshBasicMaterial color="#ff7a66" toneMapped={false} />
      </mesh>
    </group>
  );
}

/**
 * Where the winner's line stands (world centre and half width): in the battle's camera frame
 * (battleFrame: the dice tray and the area), right of the tray, in the half of the frame away from
 * the area (its results stay in sight), as wide as fits (at most 11).
 */
export function outcomeSpot(area: string): { x: number; z: number; half: number } {
  // The frame below the Turn Record Track (battleFrame takes the track in above it).
  const f = battleContent(area);
  const r = areaRect(area);
  const trayRight = BBW_DICE_TRAY.x + BBW_DICE_TRAY.w / 2 + 0.6;
  const right = f.x + f.w / 2 - 2.5;
  const half = Math.max(4, Math.min(11, (right - trayRight) / 2));
  const x = Math.max(trayRight + half, Math.min(right - half, r?.x ?? 0));
  // Clear of the area's counters: in the half of the frame the area is not in.
  const z = (r?.z ?? f.z) > f.z ? f.z - f.d / 2 + 4 : f.z + f.d / 2 - 4;
  return { x, z, half };
}

/** Who won, over the battle area (within the battle's frame), big: the nation's name in its side's ink. */
function OutcomeBanner({ battle, outcome, board }: { battle: Battle; outcome: BattleOutcome; board: Board }) {
  const [big, small] = outcomeLines(outcome, battle, board);
  const { x, z, half } = outcomeSpot(battle.area);
  // One line: as large as its letters fit the width (a condensed bold's letter is about 0.55 em wide).
  const size = Math.min(2.6, (2 * half) / (0.55 * big.length));
  const ink = SIDE_INK[outcome.winner];
  return (
    <group name="bbw-battle-outcome" position={[x, 1.6, z]} rotation={[-Math.PI / 2 + 0.45, 0, 0]}>
      <mesh position={[0, -size * 0.2, -0.05]}>
        <planeGeometry args={[2 * half + 1, size * 2.1]} />
        <meshBasicMaterial color="#15100c" transparent opacity={0.78} depthWrite={false} toneMapped={false} />
      </mesh>
      <Text font={FONTS.bold} fontSize={size} color={ink.fill} outlineWidth={size * 0.05} outlineColor={ink.outline} anchorX="center" anchorY="middle" position={[0, size * 0.2, 0]}>
        {big}
      </Text>
      <Text font={FONTS.bold} fontSize={size * 0.42} maxWidth={2 * half} color="#ffd166" anchorX="center" anchorY="middle" position={[0, -size * 0.7, 0]}>
        {small}
      </Text>
    </group>
  );
}
