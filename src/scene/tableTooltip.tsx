// The tooltip every 3D table shows beside the pointer (a title and a few lines), and where it goes:
// below-right of the pointer, or below-left when it would run under the side panel.
import type { Ref } from 'react';

export interface TipContent {
  title: string;
  lines: string[];
}

export function TableTooltip({ tip, ref }: { tip: TipContent | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div className="table3d-tooltip" ref={ref} role="tooltip" hidden={!tip}>
      {tip ? (
        <>
          <strong>{tip.title}</strong>
          {tip.lines.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
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
  const flip = x > r.width - insetRight - 380;
  tip.style.transform = `translate(${flip ? x - 16 : x + 18}px, ${y + 18}px) translateX(${flip ? '-100%' : '0'})`;
}
