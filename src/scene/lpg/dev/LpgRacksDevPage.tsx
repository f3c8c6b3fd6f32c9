// The racks and tracks dev page (?dev=lpg-racks&seed=S&steps=N[&as=american|british|observer]): the
// printed sheet with both command racks, the tracks card and both points and timeline cards around it
// (LpgRacks, LpgTracks, LpgTimeline) at the moment of a smart-bot game after N events (default 120),
// seen by the side to act then (or `as`), its rack entries lit as its player would have them. A click
// picks a stack or the spare phantom box, or says what an item or an unlit entry would do. Only to
// look at and screenshot: not the game's table.
import { StrictMode, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { lpgModule } from '../../../../machines/lpg/index';
import { Rng } from '../../../core/rng';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { loadCanvasFonts } from '../../fonts';
import { PrintedSheet } from '../../PrintedSheet';
import { TableCanvas } from '../../TableCanvas';
import { placeTooltip, TableTooltip, type TipContent } from '../../tableTooltip';
import { useAsset } from '../../useAsset';
import { boardPlaces, boardPlay, NO_SELECTION, type LpgEventLike, type Selection } from '../boardPlay';
import { LpgRacks, rackPlaceOf } from '../rack/LpgRacks';
import { TableProbe } from '../../tableProbes';
import { lpgSheetTexture } from '../sheetTexture';
import { LPG_TABLE } from '../tableLayout';
import { LpgTimeline } from '../tracks/LpgTimeline';
import { LpgTracks } from '../tracks/LpgTracks';
import '../../scene.css';

function devMoment(seed: number, steps: number, as: string | null) {
  const actor = createActor(lpgModule.machine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0 || events >= steps) break;
    const s = legal[0]!.side;
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === s), side: s, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  const legal = lpgModule.legalEvents(snap);
  actor.stop();
  const toAct = (legal[0]?.side ?? null) as Side | null;
  const viewer: Side | null = as === 'observer' ? null : as === 'american' || as === 'british' ? as : toAct;
  const view = lpgModule.view(snap, viewer ?? 'observer') as LpgView;
  const mine = (viewer ? legal.filter((e) => e.side === viewer) : []) as LpgEventLike[];
  return { view, viewer, mine, events };
}

function Sheet() {
  const map = useAsset('lpg-sheet', () => loadCanvasFonts().then(() => lpgSheetTexture()));
  const r = LPG_TABLE.sheet;
  return <PrintedSheet x={r.x} z={r.z} w={r.w} d={r.d} thickness={0.06} map={map} />;
}

const HOME_VIEW = { polar: LPG_TABLE.homePolar };

function Page({ seed, steps, as }: { seed: number; steps: number; as: string | null }) {
  const m = useMemo(() => devMoment(seed, steps, as), [seed, steps, as]);
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const [said, setSaid] = useState<string>('');
  const [tip, setTip] = useState<TipContent | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const play = useMemo(() => boardPlay(m.mine, sel, boardPlaces(m.view, m.viewer)), [m, sel]);
  const dev = ((window as unknown as { __lpgRacksDev?: Record<string, unknown> }).__lpgRacksDev ??= {});
  Object.assign(dev, { events: m.events, turn: m.view.turn, phase: m.view.phase, viewer: m.viewer, items: [...play.items.keys()], stacks: [...play.stacks.keys()], picked: play.selection.stack, said });
  return (
    <div ref={wrapRef} style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="lpg-racks-dev">
      <TableCanvas className="table3d-canvas" table={LPG_TABLE.table} home={LPG_TABLE.home} homeView={HOME_VIEW} frameloop="demand" onPointerMissed={() => setSel(NO_SELECTION)}>
        <Sheet />
        <TableProbe placeOf={(key) => rackPlaceOf(m.view, key)} />
        <LpgTracks view={m.view} />
        <LpgTimeline view={m.view} side="american" />
        <LpgTimeline view={m.view} side="british" />
        <LpgRacks
          view={m.view}
          viewer={m.viewer}
          play={play}
          onItem={(id) => setSaid(`${id}: ${(play.items.get(id) ?? []).map((e) => e.type).join(', ')}`)}
          onStack={(id) => setSel((s) => (s.stack === id ? NO_SELECTION : { ...NO_SELECTION, stack: id }))}
          onPhantomBox={() => setSel((s) => (s.phantom ? NO_SELECTION : { ...NO_SELECTION, phantom: true }))}
          onUnlit={(id) => setSaid(`${id}: not lit now`)}
          onTip={(t, e) => {
            setTip(t);
            if (e) placeTooltip(tipRef.current, wrapRef.current, e, 0);
          }}
        />
      </TableCanvas>
      <TableTooltip tip={tip} ref={tipRef} />
      <div style={{ position: 'fixed', left: 12, top: 8, color: '#eee', font: '14px sans-serif' }} data-testid="lpg-racks-dev-status">
        seed {seed}, {m.events} events, turn {m.view.turn}, {m.view.phasing} {m.view.phase}; seen by {m.viewer ?? 'an observer'}
        {said ? ` · ${said}` : ''}
      </div>
    </div>
  );
}

export function mountLpgRacksDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} steps={Number(q.get('steps') ?? 120)} as={q.get('as')} />
    </StrictMode>,
  );
}
