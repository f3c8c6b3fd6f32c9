// Brief Border Wars' board in the shell (src/ui/drawnGame.ts Board2D): the flat area map with the
// Turn Record Track, the VP tally, the card in play, the hands, and a prompt for the decisions that
// have no place on the map. Played by clicks (boardPlay.ts): a card in the hand, then its value; a
// lit unit, then a lit area; lit areas for battles and retreats; lit units to designate and to take
// hits. Every click sends one of the legal events the shell gave, unchanged; a click on an unlit
// place asks the module why not (explainIllegal) and shows the rule that refuses it. The action list
// beside the board offers every legal event as well.
// Hidden information: the board reads views only (module.view). The hand shown is the seated side's
// (the table host's hot seat, src/ui/seat.tsx: between two humans its privacy screen, "Pass to
// Honduras", covers the page until that player takes the seat); a bot's hand is never shown.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameEvent } from '../../core/module';
import { CardFace, PromptChoices } from '../../scene/bbw/CardFace';
import { placeProbe, unitProbe } from '../../scene/bbw/clickProbe';
import { boardFor } from '../../games/bbw/rules/board';
import type { Side } from '../../games/bbw/types';
import type { BbwView } from '../../games/bbw/view';
import type { TableProps } from '../types';
import { AreaMap2D } from './AreaMap2D';
import { boardPlay, NO_SELECTION, type BbwEventLike, type Selection } from '../../scene/bbw/boardPlay';
import './bbw.css';

const SIDES: readonly Side[] = ['white', 'grey'];

/** The human side deciding now (the side of the legal events the board was given), or null. */
function decidingSide(legal: readonly GameEvent[]): Side | null {
  const s = legal[0]?.side;
  return s === 'white' || s === 'grey' ? s : null;
}

export function AreaBoard(props: TableProps<BbwView>) {
  const { module, snapshot, legal, send } = props;
  const shownView = props.view as BbwView;
  const board = useMemo(() => boardFor(shownView.options.scenario), [shownView.options.scenario]);
  const deciding = decidingSide(legal);
  const sideName = (s: Side) => module.sideNames[s] ?? s;

  // Hot seat (the table host, src/ui/seat.tsx, as the drawn entry's privateHands asks): the viewer is
  // the side seated at the screen ('' when none: no hand is shown, a bot's never is), the view is
  // its view, and behind the privacy screen the host gives no legal events.
  const handSide: Side | null = props.viewer === 'white' || props.viewer === 'grey' ? props.viewer : null;
  const view = shownView;
  // A tall, narrow map area (the inspector open, a narrow window): the boxes go under the map.
  const wrapRef = useRef<HTMLDivElement>(null);
  const [boxesBelow, setBoxesBelow] = useState(false);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setBoxesBelow(r.width / r.height < 1.45);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const live = deciding !== null && deciding === handSide && !!send;
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const play = useMemo(() => boardPlay(live ? (legal as readonly BbwEventLike[]) : [], sel), [legal, sel, live]);
  const [whyNot, setWhyNot] = useState<string | null>(null);
  useEffect(() => setWhyNot(null), [legal]);

  const label = (e: BbwEventLike) => {
    try {
      return module.labelEvent(snapshot as never, e as GameEvent);
    } catch {
      return e.type;
    }
  };
  const explain = (e: GameEvent) => {
    try {
      setWhyNot(module.explainIllegal(snapshot as never, e));
    } catch {
      setWhyNot(null);
    }
  };
  const fire = (e: BbwEventLike) => {
    setSel(NO_SELECTION);
    setWhyNot(null);
    send?.(e as GameEvent);
  };
  const [chooser, setChooser] = useState<BbwEventLike[] | null>(null);
  useEffect(() => setChooser(null), [legal]);
  const choose = (events: BbwEventLike[]) => {
    if (events.length === 1) fire(events[0]!);
    else setChooser(events);
  };

  const onUnit = (id: string) => {
    if (!live) return;
    if (sel.unit === id) return setSel(NO_SELECTION);
    const events = play.units.get(id);
    if (!events) {
      // An unlit unit: ask why the decision open now is refused for it (clickProbe.ts, shared with the 3D table).
      const probe = unitProbe(legal as readonly BbwEventLike[], id, shownView.units.find((u) => u.id === id)?.loc ?? '');
      if (probe) explain(probe as GameEvent);
      return;
    }
    if (events.every((e) => e.type === 'move' || e.type === 'exploit')) return setSel({ card: null, unit: id });
    choose(events);
  };
  const onPlace = (id: string) => {
    if (!live) return;
    const events = play.places.get(id);
    if (events) return choose(events);
    const probe = placeProbe(legal as readonly BbwEventLike[], id, sel.unit);
    if (probe) explain(probe as GameEvent);
  };
  const onCard = (id: string) => {
    if (!live) return;
    setSel((s) => (s.card === id ? NO_SELECTION : { card: id, unit: null }));
  };

  // 8.0: who holds each VP area now and the VP it would give (the rules' own reckoning, in the view).
  const holders = shownView.holders;
  const vpNow = shownView.standing.vp;

  const action = shownView.action;
  const lastTurn = shownView.lastTurn;
  const hand = handSide ? view.hands[handSide] : null;
  const specials = handSide ? view.specials[handSide] : null;
  // The other hand: face down (a count), unless 9.13 plays it face up. With no one seated, both.
  const others: Side[] = handSide ? [handSide === 'white' ? 'grey' : 'white'] : [...SIDES];

  return (
    <div className="bbw-board" data-testid="bbw-board" data-hand-side={handSide ?? ''}>
      <div className="bbw-bar">
        <div className="bbw-turns" aria-label="Turn Record Track (8.0)" data-testid="bbw-turn" data-turn={shownView.turn}>
          <span className="bbw-bar-title">Turn</span>
          {Array.from({ length: Math.max(lastTurn, 7) }, (_, i) => i + 1).map((t) => (
            <span key={t} className={`bbw-turn${t === shownView.turn ? ' now' : ''}${t > lastTurn ? ' cut' : ''}`} title={t > lastTurn ? 'Cut by the OAS ceasefire' : `July ${13 + t}`}>
              {t}
            </span>
          ))}
        </div>
        <div className="bbw-vp-tally" data-testid="bbw-vp" title="VP if the game ended now: areas held alone with an undisrupted ground unit (8.0), and 9.11 compensation">
          <span className="bbw-bar-title">VP if it ended now</span>
          {SIDES.map((s) => (
            <span key={s} className={`bbw-vp-side bbw-side-${s}`}>
              {sideName(s)} <b>{vpNow[s]}</b> VP
            </span>
          ))}
        </div>
        <div className="bbw-in-play" data-testid="bbw-card-in-play">
          {action ? (
            <>
              <span>
                {sideName(action.side)} plays {action.mode === 'move' ? 'Movement' : 'Combat'}
              </span>
              <CardFace id={action.card} lit={false} picked={false} values={action.mode} />
              <span>
                <b>{action.left}</b> {action.mode === 'move' ? 'moves' : 'attacking units'} left
              </span>
            </>
          ) : (
            <span className="muted">
              Deck {shownView.deckCount} · {shownView.discard.length} played{deciding === null ? ' · waiting for the other side' : ''}
            </span>
          )}
        </div>
        {others.map((other) => (
          <div key={other} className="bbw-hand bbw-hand-other" data-testid="bbw-other-hand" data-side={other}>
            <span className={`bbw-hand-title bbw-side-${other}`}>{sideName(other)}</span>
            {view.hands[other] && handSide ? (
              view.hands[other]!.map((id) => <CardFace key={id} id={id} lit={false} picked={false} />)
            ) : (
              <span className="bbw-facedown" data-testid="bbw-facedown-count">
                {view.handCounts[other]} card{view.handCounts[other] === 1 ? '' : 's'} face down
              </span>
            )}
            <span className="muted">· {view.specialCounts[other]} Special Action</span>
          </div>
        ))}
      </div>

      <div className={`bbw-prompt${whyNot || play.hint || play.buttons.length > 0 || chooser ? '' : ' quiet'}`} data-testid="bbw-prompt">
        {whyNot ? (
          <span className="bbw-why-not" role="status" data-testid="table-why-not">
            Not allowed: {whyNot}
          </span>
        ) : play.hint ? (
          <span className="bbw-hint">{play.hint}</span>
        ) : null}
        <PromptChoices events={chooser ?? play.buttons} picked={play.selection.card} label={label} onChoose={fire} onCancel={chooser ? () => setChooser(null) : null} />
      </div>

      <div className="bbw-map-wrap" ref={wrapRef}>
        <AreaMap2D
          view={shownView}
          board={board}
          litUnits={new Set(play.units.keys())}
          litPlaces={new Set(play.places.keys())}
          picked={play.selection.unit}
          holders={holders}
          onUnit={onUnit}
          onPlace={onPlace}
          boxesBelow={boxesBelow}
        />
      </div>

      <div className="bbw-hands">
        {handSide ? (
          <div className="bbw-hand" data-testid="bbw-hand" data-side={handSide}>
            <span className={`bbw-hand-title bbw-side-${handSide}`}>{sideName(handSide)}'s hand</span>
            {(hand ?? []).map((id) => (
              <CardFace key={id} id={id} lit={play.cards.has(id)} picked={play.selection.card === id} onClick={live && play.cards.has(id) ? () => onCard(id) : undefined} />
            ))}
            {hand && hand.length === 0 ? <span className="muted">no Action cards</span> : null}
            {specials && specials.length > 0 ? (
              // The Special Action cards are all alike (6.3): one card with its count; a click picks one the rules allow now.
              (() => {
                const playable = specials.find((id) => play.cards.has(id)) ?? null;
                const picked = specials.find((id) => id === play.selection.card) ?? null;
                return (
                  <button
                    type="button"
                    className={`bbw-card bbw-card-${handSide} bbw-card-specials${playable ? ' lit' : ''}${picked ? ' picked' : ''}`}
                    data-testid="bbw-specials"
                    data-card={playable ?? specials[0]}
                    disabled={!(live && playable)}
                    aria-pressed={!!picked}
                    onClick={() => playable && onCard(picked ?? playable)}
                  >
                    <span className="bbw-card-special">Special Action</span>
                    <span className="bbw-card-count">×{specials.length}</span>
                  </button>
                );
              })()
            ) : null}
          </div>
        ) : null}
      </div>

    </div>
  );
}
