// La Petite Guerre's board in the shell (src/ui/drawnGame.ts Board2D): the flat hex map (HexMap2D)
// beside a panel of the calendar and weather, the Loyalty Index, supply and recruitment points, the
// battle being fought (its calls, each side's strength with its bonuses, the combat cards to choose
// from; the last battle's result and strength after it), the seated side's hand of action cards and
// the command racks; a prompt above them for what has no place. Played by clicks
// (src/scene/lpg/boardPlay.ts): a lit stack (its hex, or its commander on the rack), then a lit hex
// (a plain move or a forced march, asked where both reach); a commander or unit on the rack to
// reconnoitre, detach, attach, rest or combine; the spare phantom, then a hex; a card of the hand;
// a combat card; a lit hex to retreat to or to order units at. Every click sends one of the legal
// events the shell gave, unchanged; a click on an unlit place asks the module why not
// (explainIllegal) and shows the rule that refuses it. The action list beside the board offers every
// legal event as well.
// Hidden information: the board reads views only. The hand, the own markers' names and the timeline
// shown are the seated side's (the table host's hot seat, src/ui/seat.tsx: between two humans its
// privacy screen covers the page until that player takes the seat); with no one seated (a bot game)
// no hand is shown and every marker is anonymous.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameEvent } from '../../core/module';
import { ACTION_CARDS } from '../../games/lpg/tables/actionCards';
import { COMBAT_CARDS } from '../../games/lpg/tables/combat';
import { LOYALTY_MAX } from '../../games/lpg/tables/loyalty';
import { LAST_TURN } from '../../games/lpg/tables/weather';
import { placeAt } from '../../games/lpg/rules/hex';
import type { SideStrength } from '../../games/lpg/rules/combatResolution';
import type { HexId, Side } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';
import { boardPlaces, boardPlay, hexProbe, NO_SELECTION, stackProbe, type LpgEventLike, type Option, type Selection } from '../../scene/lpg/boardPlay';
import type { TableProps } from '../types';
import { commanderName, HexMap2D, RANK_NAME, rankOf, SIDE_FILL, TERRAIN_FILL, UNIT_LETTER } from './HexMap2D';
import './lpg.css';

const SIDES: readonly Side[] = ['american', 'british'];
const MONTH_NAME: Record<string, string> = { oct: 'October 1776', nov: 'November 1776', dec: 'December 1776', jan: 'January 1777', feb: 'February 1777', mar: 'March 1777' };
const PHASE_NAME: Record<string, string> = { command: 'Command', movement: 'Movement', combat: 'Combat', reinforcement: 'Reinforcement', over: 'Game over' };
const WEATHER_ICON: Record<string, string> = { clear: '☀', rain: '☂', snow: '❄', freeze: '❄❄' };
const CARD = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const COMBAT = new Map<string, (typeof COMBAT_CARDS)[number]>(COMBAT_CARDS.map((c) => [c.id, c]));
const hexLabel = (h: HexId) => placeAt(h)?.name ?? `hex ${h}`;
const typeName = (t: string) => (t === 'baggage' ? 'baggage train' : t);
/** §15 a unit's unsupplied marker in words (its title). */
const unsuppliedWords = (n: number) => (n > 0 ? `, unsupplied ${n} turn${n > 1 ? 's' : ''} (§15)` : '');

const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);

/** §12 each side's strength in a battle: its units' points, its bonuses by name, its total (view.combat.strength, or the last battle's report). */
export function BattleStrength({ strength, sideName }: { strength: Record<Side, SideStrength>; sideName: (s: Side) => string }) {
  return (
    <div className="lpg-strength" data-testid="lpg-strength">
      <div className="lpg-label">Strength (§12): points, bonuses, total</div>
      {SIDES.map((s) => {
        const st = strength[s];
        return (
          <div key={s} className="lpg-strength-side" data-testid="lpg-strength-side" data-side={s} data-points={st.points} data-total={st.total}>
            <span className={`lpg-side-chip lpg-side-${s}`}>{sideName(s)}</span> {st.points} strength
            {st.bonuses.map((b, i) => (
              <span key={i} className="lpg-strength-bonus muted" data-testid="lpg-strength-bonus" title={`§${b.rule}`}>
                {' '}{signed(b.value)} {b.label}
              </span>
            ))}
            {' '}= <b>{st.total}</b>
          </div>
        );
      })}
    </div>
  );
}

export function LpgBoard(props: TableProps<LpgView>) {
  const { module, snapshot, legal, send } = props;
  const view = props.view as LpgView;
  const sideName = (s: Side) => module.sideNames[s] ?? s;
  const me: Side | null = props.viewer === 'american' || props.viewer === 'british' ? props.viewer : null;
  const mine = useMemo(() => (me && send ? (legal as readonly LpgEventLike[]).filter((e) => e.side === me) : []), [legal, me, send]);
  const live = mine.length > 0;
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const where = useMemo(() => boardPlaces(view, me), [view, me]);
  const play = useMemo(() => boardPlay(mine, sel, where), [mine, sel, where]);
  const [whyNot, setWhyNot] = useState<string | null>(null);
  const [chooser, setChooser] = useState<{ title: string; options: Option[] } | null>(null);
  const [showOther, setShowOther] = useState(false);
  // A tall, narrow board (the inspector open, a narrow window): the panel goes under the map.
  const rootRef = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const el = rootRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setNarrow(r.width / r.height < 1.25);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    setWhyNot(null);
    setChooser(null);
  }, [legal]);

  const label = (e: LpgEventLike) => {
    try {
      return module.labelEvent(snapshot as never, e as GameEvent);
    } catch {
      return e.type;
    }
  };
  const explain = (e: LpgEventLike) => {
    try {
      setWhyNot(module.explainIllegal(snapshot as never, e as GameEvent));
    } catch {
      setWhyNot(null);
    }
  };
  const fire = (e: LpgEventLike) => {
    setSel(NO_SELECTION);
    setWhyNot(null);
    setChooser(null);
    send?.(e as GameEvent);
  };
  const doOption = (o: Option) => {
    setChooser(null);
    setWhyNot(null);
    if (o.kind === 'event') fire(o.event);
    else setSel({ ...NO_SELECTION, stack: o.stack });
  };
  const offer = (title: string, options: Option[], confirm = false) => {
    if (options.length === 1 && !confirm) doOption(options[0]!);
    else setChooser({ title, options });
  };
  const onHex = (hex: HexId) => {
    if (!live) return;
    if (play.selection.stack && play.stacks.get(play.selection.stack) === hex) return setSel(NO_SELECTION);
    const options = play.hexes.get(hex);
    if (options) return offer(hexLabel(hex), options);
    const probe = hexProbe(mine, hex, play.selection);
    if (probe) return explain(probe);
    // An own stack that may not move now: the rule that keeps it.
    if (mine.some((e) => e.type === 'move')) {
      const own = [...where.commanderHex].find(([, h]) => h === hex)?.[0];
      const probeStack = own ? stackProbe(mine, own) : null;
      if (probeStack) return explain(probeStack);
    }
    setWhyNot(`nothing to do at ${hexLabel(hex)} now.`);
  };
  const onItem = (id: string, what: string) => {
    if (!live) return;
    const events = play.items.get(id);
    // A rack entry's choices are always asked (a click on a name should not reconnoitre at once).
    if (events) return offer(what, events.map((event) => ({ kind: 'event', event })), true);
    if (play.stacks.has(id)) return setSel(sel.stack === id ? NO_SELECTION : { ...NO_SELECTION, stack: id });
    if (mine.some((e) => e.type === 'move') && view.racks[id]) {
      const p = stackProbe(mine, id);
      if (p) return explain(p);
    }
  };
  const onCard = (id: string) => {
    if (!live) return;
    const events = play.cards.get(id);
    if (!events) return;
    if (events.length === 1) return fire(events[0]!);
    setSel(play.selection.card === id ? NO_SELECTION : { ...NO_SELECTION, card: id });
  };

  // The lit hexes, each with its label: a move only by forced march says so.
  const lit = useMemo(() => {
    const out = new Map<HexId, string>();
    for (const [h, opts] of play.hexes) {
      const moves = opts.filter((o) => o.kind === 'event' && o.event.type === 'move');
      const forcedOnly = moves.length > 0 && moves.length === opts.length && moves.every((o) => o.kind === 'event' && (o.event as { forcedMarch?: boolean }).forcedMarch);
      out.set(h, forcedOnly ? 'forced march' : '');
    }
    return out;
  }, [play]);
  const pickedHex = play.selection.stack ? (play.stacks.get(play.selection.stack) ?? null) : null;
  // Where the play is, for the map's home view: the lit hexes and the battle, else the stacks of the side to act.
  const focus = useMemo(() => {
    const out = new Set<HexId>([...lit.keys(), ...(pickedHex ? [pickedHex] : []), ...(view.combat ? [view.combat.hex] : [])]);
    if (out.size === 0) for (const m of view.markers[me ?? view.phasing] ?? []) out.add(m.hex);
    return [...out].sort();
  }, [lit, pickedHex, view, me]);
  const optionLabel = (o: Option) => (o.kind === 'stack' ? `Move ${o.stack.startsWith('hex:') ? `the leaderless units at ${hexLabel(o.stack.slice(4))}` : commanderName(o.stack)}` : label(o.event));

  const rackSides: Side[] = me ? (showOther ? [me === 'american' ? 'british' : 'american'] : [me]) : [...SIDES];
  const battle = view.combat;
  const last = view.lastBattle;
  const hand = me ? view.hands[me] : null;
  // §1 the last turn played: the game's options (public: the URL's), not a hidden thing.
  const lastTurn = (snapshot as { context?: { options?: { lastTurn?: number } } }).context?.options?.lastTurn ?? LAST_TURN;

  return (
    <div className={`lpg-board${narrow ? ' lpg-narrow' : ''}`} ref={rootRef} data-testid="lpg-board" data-hand-side={me ?? ''}>
      <div className={`lpg-prompt${whyNot || play.hint || play.buttons.length > 0 || chooser || play.phantomSpare ? '' : ' quiet'}`} data-testid="lpg-prompt">
        {whyNot ? (
          <span className="lpg-why-not" role="status" data-testid="table-why-not">
            Not allowed: {whyNot}
          </span>
        ) : chooser ? (
          <span className="lpg-hint">{chooser.title}: choose one.</span>
        ) : play.hint ? (
          <span className="lpg-hint">{play.hint}</span>
        ) : !live && view.phase !== 'over' ? (
          <span className="lpg-hint muted">{sideName(view.phasing)}: {PHASE_NAME[view.phase]} phase.</span>
        ) : null}
        <span className="lpg-choices" data-testid="lpg-choices">
          {chooser
            ? chooser.options.map((o, i) => (
                <button key={i} type="button" className="lpg-choice" data-testid="lpg-choice" onClick={() => doOption(o)}>
                  {optionLabel(o)}
                </button>
              ))
            : play.buttons.map((e, i) => (
                <button key={i} type="button" className="lpg-choice" data-testid="lpg-button" data-type={e.type} onClick={() => fire(e)}>
                  {label(e)}
                </button>
              ))}
          {!chooser && play.phantomSpare ? (
            <button type="button" className={`lpg-choice${play.selection.phantom ? ' picked' : ''}`} data-testid="lpg-phantom-spare" aria-pressed={play.selection.phantom} onClick={() => setSel(play.selection.phantom ? NO_SELECTION : { ...NO_SELECTION, phantom: true })}>
              {play.selection.phantom ? 'Placing a phantom marker…' : 'Place a phantom marker'}
            </button>
          ) : null}
          {chooser || play.selection.stack || play.selection.card || play.selection.phantom ? (
            <button type="button" className="lpg-choice lpg-cancel" onClick={() => (setChooser(null), setSel(NO_SELECTION))}>
              Cancel
            </button>
          ) : null}
        </span>
      </div>

      <div className="lpg-body">
        <HexMap2D view={view} lit={lit} picked={pickedHex} focus={focus} onHex={onHex} />

        <aside className="lpg-panel" data-testid="lpg-panel">
          <section className="lpg-calendar" data-testid="lpg-turn" data-turn={view.turn}>
            <div className="lpg-when">
              <b>Turn {view.turn}</b>/{lastTurn} · {MONTH_NAME[view.month] ?? view.month}, week {view.week}
            </div>
            <div className="lpg-phase">
              <span className={`lpg-side-chip lpg-side-${view.phasing}`}>{sideName(view.phasing)}</span> {PHASE_NAME[view.phase]}
              {' · '}
              <span className="lpg-weather" data-testid="lpg-weather" data-weather={view.weather}>
                <span aria-hidden>{WEATHER_ICON[view.weather] ?? ''}</span> {view.weather}
              </span>
              {view.ice !== 'open' ? <span className="muted"> · Delaware {view.ice === 'hard' ? 'frozen hard' : 'ice floes'}</span> : null}
            </div>
          </section>

          {battle ? (
            <section className="lpg-battle" data-testid="lpg-battle" data-step={battle.step}>
              <div className="lpg-battle-title">Battle at {hexLabel(battle.hex)}</div>
              <div className="muted">
                {battle.step === 'calls' ? `${sideName(battle.caller)} may call for reinforcements (§11)` : battle.step === 'cards' ? 'Combat cards (§12): both sides choose, shown together' : `${sideName(battle.retreating!)} retreats (§12)`}
              </div>
              {battle.calls.length > 0 ? (
                <ul className="lpg-calls">
                  {battle.calls.map((c, i) => (
                    <li key={i}>
                      {sideName(c.side)} called {c.stack.startsWith('hex:') ? `units at ${hexLabel(c.stack.slice(4))}` : commanderName(c.stack)}: rolled {c.roll} (needed {c.need} or less) — {c.answered ? 'came' : 'did not come'}
                    </li>
                  ))}
                </ul>
              ) : null}
              {battle.strength ? <BattleStrength strength={battle.strength} sideName={sideName} /> : null}
              {battle.step === 'cards'
                ? SIDES.map((s) => (
                    <div key={s} className="lpg-combat-cards" data-side={s}>
                      <span className={`lpg-side-chip lpg-side-${s}`}>{sideName(s)}</span>
                      {battle.chosen[s] ? <span className="lpg-chosen">{s === me && battle.myCard ? `chose ${COMBAT.get(battle.myCard)?.name ?? battle.myCard}` : 'has chosen'}</span> : null}
                      {!battle.chosen[s]
                        ? battle.drawn[s].map((c) => {
                            const ev = s === me ? play.combatCards.get(c) : undefined;
                            return (
                              <button key={c} type="button" className={`lpg-combat-card${ev ? ' lit' : ''}`} data-testid="lpg-combat-card" data-card={c} disabled={!ev} onClick={() => ev && fire(ev)} title={`${COMBAT.get(c)?.name}: casualties in full on ${COMBAT.get(c)?.inSix} in 6`}>
                                {COMBAT.get(c)?.name ?? c}
                              </button>
                            );
                          })
                        : null}
                    </div>
                  ))
                : null}
            </section>
          ) : last ? (
            <section className="lpg-battle lpg-last-battle" data-testid="lpg-last-battle">
              <div className="lpg-battle-title">Last battle: {hexLabel(last.hex)}</div>
              <div>
                {SIDES.map((s) => `${sideName(s)} ${COMBAT.get(last.cards[s])?.name ?? last.cards[s]}`).join(' v ')}
              </div>
              <div>
                {last.winner ? `${sideName(last.winner)} win` : 'A draw'} · losses {SIDES.map((s) => `${sideName(s)} ${last.casualties[s]}`).join(', ')}
                {last.commanderLosses.length > 0 ? ` · ${last.commanderLosses.map((c) => `${commanderName(c.id)} ${c.fate}`).join(', ')}` : ''}
              </div>
              {last.strength ? <BattleStrength strength={last.strength} sideName={sideName} /> : null}
            </section>
          ) : null}

          <section className="lpg-hand" data-testid="lpg-hand" data-side={me ?? ''}>
            {(me ? [me, ...SIDES.filter((x) => x !== me)] : SIDES).map((s) =>
              s === me && hand ? (
                <div key={s} className="lpg-hand-own">
                  <div className="lpg-label">Your action cards ({hand.length}/3)</div>
                  {hand.length === 0 ? <span className="muted">none</span> : null}
                  {hand.map((id, i) => {
                    const lit = play.cards.has(id);
                    const c = CARD.get(id);
                    return (
                      <button key={`${id}-${i}`} type="button" className={`lpg-action-card${lit ? ' lit' : ''}${play.selection.card === id ? ' picked' : ''}`} data-testid="lpg-action-card" data-card={id} disabled={!lit} onClick={() => onCard(id)} title={c?.text}>
                        <b>{c?.name ?? id}</b>
                        <span>{c?.text}</span>
                      </button>
                    );
                  })}
                </div>
              ) : (
                <div key={s} className="lpg-hand-other muted" data-testid="lpg-other-hand" data-side={s}>
                  {sideName(s)}: {view.handCounts[s]} action card{view.handCounts[s] === 1 ? '' : 's'} face down
                </div>
              ),
            )}
          </section>

          <section className="lpg-loyalty" data-testid="lpg-loyalty" data-loyalty={view.loyalty} title="Loyalty Index (0-10): high favours the Americans; 0 ends the game for the British">
            <span className="lpg-label">Loyalty</span>
            <span className="lpg-loyalty-track">
              {Array.from({ length: LOYALTY_MAX + 1 }, (_, i) => (
                <span key={i} className={`lpg-loyalty-box${i === view.loyalty ? ' now' : ''}`}>
                  {i}
                </span>
              ))}
            </span>
          </section>

          <section className="lpg-points" data-testid="lpg-points">
            {SIDES.map((s) => (
              <div key={s} className={`lpg-points-side lpg-side-${s}`} title="Supply and recruitment points (§16)">
                <span className="lpg-label">{sideName(s)}</span> Supply <b>{view.points[s].supply}</b> · Men <b>{view.points[s].recruits}</b>
                {me === s && view.timeline.length > 0 ? <span className="muted"> · {view.timeline.length} ordered</span> : null}
                {me !== s && view.timelineCounts[s] > 0 ? <span className="muted"> · {view.timelineCounts[s]} ordered</span> : null}
              </div>
            ))}
          </section>

          <section className="lpg-racks" data-testid="lpg-racks">
            <div className="lpg-rack-head">
              <span className="lpg-label">Command rack{rackSides.length === 1 ? `: ${sideName(rackSides[0]!)}` : 's'}</span>
              {me ? (
                <button type="button" className="lpg-small" onClick={() => setShowOther((v) => !v)} data-testid="lpg-rack-toggle">
                  {showOther ? 'Show yours' : `Show the ${sideName(me === 'american' ? 'british' : 'american')}`}
                </button>
              ) : null}
            </div>
            {rackSides.map((s) => (
              <ul key={s} className="lpg-rack" data-side={s}>
                {Object.entries(view.racks)
                  .filter(([, r]) => r.side === s)
                  .sort(([a], [b]) => ['cinc', 'division', 'brigade', 'battalion'].indexOf(rankOf(a)!) - ['cinc', 'division', 'brigade', 'battalion'].indexOf(rankOf(b)!))
                  .map(([id, r]) => {
                    const hex = s === me ? where.commanderHex.get(id) : undefined;
                    const movable = play.stacks.has(id);
                    const acts = play.items.get(id);
                    const own = view.ownCommanders.find((c) => c.id === id);
                    // §13 a lost commander keeps his line, struck, KILLED or CAPTURED (open to both).
                    if (r.lost)
                      return (
                        <li key={id} className="lpg-rack-row lost" data-testid="lpg-rack-commander" data-commander={id} data-fate={r.fate ?? 'lost'}>
                          <span className="lpg-rack-name lpg-lost-name">
                            <span className="lpg-rank" style={{ background: '#8a8170' }}>{rankOf(id) === 'cinc' ? 'C' : rankOf(id)![0]!.toUpperCase()}</span>
                            <s>{commanderName(id)}</s>
                          </span>
                          <span className="lpg-fate">{r.fate === 'killed' ? 'KILLED' : r.fate === 'captured' ? 'CAPTURED' : 'LOST'}</span>
                        </li>
                      );
                    return (
                      <li key={id} className={`lpg-rack-row${movable || acts ? ' lit' : ''}${play.selection.stack === id ? ' picked' : ''}`} data-testid="lpg-rack-commander" data-commander={id}>
                        <button type="button" className="lpg-rack-name" onClick={() => onItem(id, commanderName(id))} disabled={!live} title={`${commanderName(id)}, ${RANK_NAME[rankOf(id)!]}`}>
                          <span className="lpg-rank" style={{ background: SIDE_FILL[s] }}>{rankOf(id) === 'cinc' ? 'C' : rankOf(id)![0]!.toUpperCase()}</span>
                          {commanderName(id)}
                          {hex ? <span className="muted"> · {hexLabel(hex)}</span> : null}
                          {own?.recce ? <span className="lpg-flag"> recce</span> : null}
                          {own?.moved ? <span className="lpg-flag"> moved</span> : null}
                        </button>
                        <span className="lpg-units">
                          {r.units.map((u) => {
                            const ua = play.items.get(u.id);
                            return (
                              <button key={u.id} type="button" className={`lpg-unit${u.understrength ? ' under' : ''}${ua ? ' lit' : ''}`} data-testid="lpg-rack-unit" data-unit={u.id} data-unsupplied={u.unsupplied || undefined} disabled={!ua} onClick={() => onItem(u.id, u.id)} title={`${u.id}: ${typeName(u.type)}${u.understrength ? ' (understrength)' : ''}${unsuppliedWords(u.unsupplied)}`}>
                                {UNIT_LETTER[u.type] ?? u.type}
                                {u.unsupplied > 0 ? <span className="lpg-unsupplied">U{u.unsupplied}</span> : null}
                              </button>
                            );
                          })}
                        </span>
                      </li>
                    );
                  })}
                {/* Leaderless units the rack logic acts on (attach, rest, combine) and the side's own face-up units on the map. */}
                {s === me
                  ? (() => {
                      const loose = view.mapUnits.filter((u) => u.side === s);
                      if (loose.length === 0) return null;
                      return (
                        <li className="lpg-rack-row" data-testid="lpg-leaderless">
                          <span className="lpg-rack-name muted">Leaderless on the map</span>
                          <span className="lpg-units">
                            {loose.map((u) => {
                              const ua = play.items.get(u.id);
                              return (
                                <button key={u.id} type="button" className={`lpg-unit${u.understrength ? ' under' : ''}${ua ? ' lit' : ''}`} data-testid="lpg-rack-unit" data-unit={u.id} data-unsupplied={u.unsupplied || undefined} disabled={!ua} onClick={() => onItem(u.id, u.id)} title={`${u.id}: ${typeName(u.type)} at ${u.hex ? hexLabel(u.hex) : ''}${unsuppliedWords(u.unsupplied)}`}>
                                  {UNIT_LETTER[u.type] ?? u.type}
                                  {u.unsupplied > 0 ? <span className="lpg-unsupplied">U{u.unsupplied}</span> : null}
                                </button>
                              );
                            })}
                          </span>
                        </li>
                      );
                    })()
                  : null}
              </ul>
            ))}
          </section>

          <details className="lpg-key" data-testid="lpg-key">
            <summary>Map key</summary>
            <ul>
              {(['clear', 'woods', 'hills', 'swamp', 'water'] as const).map((t) => (
                <li key={t}>
                  <span className="lpg-swatch" style={{ background: TERRAIN_FILL[t] }} /> {t}
                </li>
              ))}
              <li><span className="lpg-key-line river" /> river (on hex sides)</li>
              <li><span className="lpg-key-line road" /> road</li>
              <li><span className="lpg-key-bridge" /> bridge · <span className="lpg-key-ferry" /> ferry</li>
              <li>● village · ■ town · ⚓ port · ★ fort (the holder's colour; ✕ razed)</li>
              <li>★★★ CinC · ★★ division · ★ brigade · • battalion; ? unknown marker; dashed: your phantom</li>
              <li>Units: {Object.entries(UNIT_LETTER).map(([t, l]) => `${l} ${typeName(t)}`).join(' · ')}</li>
              <li><span className="lpg-unsupplied">U1</span> unsupplied for 1 turn, <span className="lpg-unsupplied">U2</span> for 2 (§15: the third dissolves)</li>
            </ul>
          </details>
        </aside>
      </div>
    </div>
  );
}
