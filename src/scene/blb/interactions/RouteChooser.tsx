// The route chooser (6.0): when the legal events offer several routes to one destination (they
// pass different boxes, e.g. around a box of face-down Garde Civique, 6.2), the player picks one
// here. It lists each route by the boxes it passes and its MP cost, cheapest first (the route a
// plain click sends); hovering a route shows it on the map; each button sends its route's legal
// event, unchanged. Pure DOM: BlbTable puts it in a card beside the routes (TableInteractions'
// TableCard), as the table's other choosers stand beside what they are about.
import type { SyntheticEvent } from 'react';
import { BOX } from '../../../games/blb/db';
import { routeLabel, type MoveRoute, type MoveTarget } from '../moveTargets';
import './interactions.css';

export interface RouteChooserProps {
  target: MoveTarget;
  /** Boxes where entering may stop the stack (face-down Garde Civique for a German move): named in the route's line. */
  warn?: ReadonlySet<string>;
  onChoose: (route: MoveRoute) => void;
  /** The route the pointer or focus is on (null: none), for the map to show. */
  onHover?: (route: MoveRoute | null) => void;
  onCancel: () => void;
}

const boxName = (id: string): string => BOX[id]?.name ?? id;

/** The small line under a route: its MP, whether it is the default, and the risky boxes it passes. */
export function routeDetail(route: MoveRoute, cheapest: boolean, warn?: ReadonlySet<string>): string {
  const parts = [`${route.cost} MP`];
  if (cheapest) parts.push('cheapest');
  const risky = warn ? route.path.slice(0, -1).filter((b) => warn.has(b)) : [];
  if (risky.length) parts.push(`face-down Garde Civique in ${risky.map(boxName).join(', ')}`);
  return parts.join(' · ');
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

export function RouteChooser({ target, warn, onChoose, onHover, onCancel }: RouteChooserProps) {
  const title = `Route to ${boxName(target.box)}`;
  return (
    <div className="route-chooser" data-testid="route-chooser" data-box={target.box} role="group" aria-label={title} onPointerDown={stop} onClick={stop}>
      <div className="ti-prompt-head">
        <span className="rule-tag">6.0</span>
        <strong>{title}</strong>
      </div>
      <p className="ti-note">Each route passes other boxes; a plain click on the box takes the cheapest.</p>
      <div className="ti-choices">
        {target.routes.map((r, i) => (
          <button
            type="button"
            key={r.path.join('>')}
            className={`ti-choice route-choice${i === 0 ? ' primary' : ''}`}
            data-route={r.path.join('>')}
            onClick={() => onChoose(r)}
            onPointerEnter={() => onHover?.(r)}
            onPointerLeave={() => onHover?.(null)}
            onFocus={() => onHover?.(r)}
            onBlur={() => onHover?.(null)}
          >
            <span className="ti-choice-label">{routeLabel(r.path)}</span>
            <span className="ti-choice-detail">{routeDetail(r, i === 0, warn)}</span>
          </button>
        ))}
        <button type="button" className="ti-choice ti-cancel route-cancel" onClick={onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
