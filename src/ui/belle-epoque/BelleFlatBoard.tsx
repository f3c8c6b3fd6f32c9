// Belle Epoque's flat 2D board in the shell (no WebGL2, or the "2D" toggle): the SVG hex map with
// the same lit places and clicks as the 3D table (src/scene/belle-epoque/interactions.ts). A click that
// stands for several legal events lists them to choose from.
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { GameEvent } from '../../core/module';
import { safeRuleOf } from '../../core/moduleReads';
import { placeTooltip, TableTooltip, type TipContent } from '../../scene/tableTooltip';
import { sectorLabel } from '../../games/belle-epoque/rules/hex';
import { probeEventAt, tablePlay, type BelleEventLike } from '../../scene/belle-epoque/interactions';
import { asBelleView } from '../../scene/belle-epoque/viewTypes';
import type { BelleView } from '../../games/belle-epoque/view';
import type { TableProps } from '../types';
import { HexMap2D } from './HexMap2D';

export function BelleFlatBoard(props: TableProps<BelleView>) {
  const view = useMemo(() => asBelleView(props.view), [props.view]);
  const play = useMemo(() => tablePlay(view, props.legal as readonly BelleEventLike[]), [view, props.legal]);
  const [choice, setChoice] = useState<{ sector: number; events: BelleEventLike[] } | null>(null);
  const label = (e: BelleEventLike) => {
    try {
      return props.module.labelEvent(props.snapshot as never, e as GameEvent);
    } catch {
      return e.type;
    }
  };
  // Why a click on an unlit place did nothing (the rule that refuses it).
  const [whyNot, setWhyNot] = useState<string | null>(null);
  useEffect(() => setWhyNot(null), [props.legal]);
  const click = (sector: number) => {
    const events = play.eventsAt(sector);
    setWhyNot(null);
    if (!props.send || events.length === 0) {
      const probe = props.send ? probeEventAt(view, props.legal as readonly BelleEventLike[], sector) : null;
      if (probe) {
        try {
          setWhyNot(props.module.explainIllegal(props.snapshot as never, probe as GameEvent));
        } catch {
          // No explanation: nothing to say.
        }
      }
      return setChoice(null);
    }
    if (events.length === 1) {
      setChoice(null);
      return props.send(events[0] as GameEvent);
    }
    setChoice({ sector, events });
  };
  // A lit sector under the pointer: the shared tooltip says what a click does and its rule.
  const [tipSector, setTipSector] = useState<number | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const sectorUnder = (target: EventTarget | null): number | null => {
    const el = target as Element | null;
    const unitId = el?.closest?.('[data-unit]')?.getAttribute('data-unit');
    if (unitId) return view.game.units.find((u) => u.id === unitId)?.sector ?? null;
    const s = el?.closest?.('[data-sector]')?.getAttribute('data-sector');
    return s ? Number(s) : null;
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const s = sectorUnder(e.target);
    const lit = s !== null && play.eventsAt(s).length > 0 ? s : null;
    if (lit !== tipSector) setTipSector(lit);
    placeTooltip(tipRef.current, mapRef.current, e, 0);
  };
  const tip: TipContent | null = (() => {
    if (tipSector === null || !props.send) return null;
    const events = play.eventsAt(tipSector);
    if (events.length === 0) return null;
    const h = play.highlights.find((x) => x.sector === tipSector && x.label);
    const lines = events.map((e) => `Click: ${label(e)}`);
    if (h?.label) lines.push(h.label);
    return { title: `Sector ${sectorLabel(tipSector)}`, lines, rule: safeRuleOf(props.module, props.snapshot, events[0] as GameEvent) };
  })();
  const unitClick = (id: string) => {
    const sector = view.game.units.find((u) => u.id === id)?.sector;
    if (sector !== null && sector !== undefined) click(sector);
  };
  return (
    <div className="belle-flat">
      {choice ? (
        <div className="belle-flat-choice" role="menu" aria-label={`Choices at ${sectorLabel(choice.sector)}`} data-testid="table-chooser">
          {choice.events.map((e, i) => (
            <button
              key={i}
              type="button"
              role="menuitem"
              onClick={() => {
                setChoice(null);
                props.send?.(e as GameEvent);
              }}
            >
              {label(e)}
            </button>
          ))}
          <button type="button" onClick={() => setChoice(null)}>
            Cancel
          </button>
        </div>
      ) : whyNot ? (
        <div className="belle-flat-hint belle-flat-why-not" role="status" data-testid="table-why-not">
          Not allowed: {whyNot}
        </div>
      ) : play.hint && props.send ? (
        <div className="belle-flat-hint muted">{play.hint}</div>
      ) : null}
      <div className="belle-flat-map" ref={mapRef} onPointerMove={onPointerMove} onPointerLeave={() => setTipSector(null)}>
        <HexMap2D view={view} highlights={play.highlights} selectableUnits={play.selectable} onSectorClick={click} onUnitClick={unitClick} />
        <TableTooltip tip={tip} ref={tipRef} />
      </div>
    </div>
  );
}
