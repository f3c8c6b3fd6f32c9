// The tooltip every 3D table shows beside the pointer (a title and a few lines), and where it goes:
// below-right of the pointer, or below-left when it would run under the side panel.
import type { ReactNode, Ref } from 'react';
import './scene.css';

export interface TipContent {
  title: string;
  lines: string[];
  /** The rule a lit place's decision comes from ("6.0 Movement"), shown as its own line. */
  rule?: string | null;
}

/** `children`: shown above the title while there is a tip (a stack viewer: StackViewer.tsx). */
export function TableTooltip({ tip, ref, children }: { tip: TipContent | null; ref: Ref<HTMLDivElement>; children?: ReactNode }) {
  return (
    <div className="table3d-tooltip" ref={ref} role="tooltip" hidden={!tip}>
      {tip ? (
        <>
          {children}
          <strong>{tip.title}</strong>
          {tip.lines.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
          {tip.rule ? (
            <span className="table3d-tooltip-rule" data-testid="tooltip-rule">
              Rule: {tip.rule}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Moves the tooltip beside the pointer (no React state: it follows every pointer move). */
export function placeTooltip(tip: HTMLElement | null, wrap: HTMLElement | null, e: { nativeEvent: PointerEvent } | null, insetRight: number): void {
  if (!tip || !wrap || !e) return;
  const r = wrap.getBoundingClientRect();
  const x = e.nativeEvent.clientX - r.left;
  const y = e.nativeEvent.clientY - r.top;
  // To the left where there is no room on the right, kept inside the table (a narrow flat board
  // too); above the pointer where there is no room below.
  const w = tip.offsetWidth || 380;
  const h = tip.offsetHeight || 0;
  const maxLeft = Math.max(4, r.width - insetRight - w - 4);
  let left = x + 18;
  if (left > maxLeft) left = x - 16 - w;
  left = Math.min(Math.max(4, left), maxLeft);
  const top = y + 18 + h > r.height - 4 && y - 16 - h >= 4 ? y - 16 - h : y + 18;
  tip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
}
