// The labels of lit sectors on the Belle Epoque table: one per sector (what the sector offers,
// combined: "March 3 UD · Fire: 4 dice, hit on 1–4"), as crisp DOM text over the canvas, each
// standing over its sector (above the stands' figures) and moved aside where it would overlap
// another (sectorLabelLayout.ts over labelPlacement.ts, in CSS pixels of the canvas, every time
// the camera, the canvas or the units change). Fire and assault labels are placed first; a label
// with no free spot is left out (its tooltip still says it). Kept left of the side panel, and off
// the units' number badges and count plates and the table's own buttons wherever a spot clear of
// them exists.
// The layer (`[data-testid="sector-labels"]`) carries how many labels it placed, for tests.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { LabelRect } from '../labelPlacement';
import { layoutSectorLabels, type SectorLabelItem } from './sectorLabelLayout';
import type { DisplayUnit } from './viewTypes';
import './sectorLabels.css';

export { TONE_PRIORITY, type SectorLabelItem } from './sectorLabelLayout';

const scratch = new Vector3();

/** CSS pixels of the canvas covered by the side panel (the table writes it on its wrapper). */
function insetRightOf(canvas: HTMLCanvasElement): number {
  const host = canvas.closest<HTMLElement>('.table3d');
  return Number.parseFloat(host?.style.getPropertyValue('--inset-right') ?? '') || 0;
}

/** The table's own buttons and hints over the canvas, in canvas CSS pixels: labels keep off them. */
function overlayBoxes(canvas: HTMLCanvasElement): LabelRect[] {
  const host = canvas.closest<HTMLElement>('.table3d');
  if (!host) return [];
  const c = canvas.getBoundingClientRect();
  return [...host.querySelectorAll<HTMLElement>('.table3d-toolbar, .table3d-hint, .table3d-chooser')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ left: r.left - c.left, top: r.top - c.top, right: r.right - c.left, bottom: r.bottom - c.top }));
}

export function SectorLabels({ items, units }: { items: readonly SectorLabelItem[]; units?: readonly DisplayUnit[] }) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const layerRef = useRef<HTMLDivElement | null>(null);
  const nodes = useRef<{ el: HTMLDivElement; leader: HTMLDivElement; w: number; h: number }[]>([]);
  const last = useRef('');

  // The layer over the canvas (beside it in the canvas's wrapper), made once per canvas.
  useLayoutEffect(() => {
    const parent = gl.domElement.parentElement;
    if (!parent) return;
    const layer = document.createElement('div');
    layer.className = 'sector-labels';
    layer.dataset.testid = 'sector-labels';
    layer.setAttribute('aria-hidden', 'true');
    parent.appendChild(layer);
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
      nodes.current = [];
    };
  }, [gl]);

  // One element per label; their sizes are read once they are laid out.
  const key = useMemo(() => items.map((i) => `${i.sector}|${i.tone}|${i.text}`).join('/'), [items]);
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.replaceChildren();
    nodes.current = items.map((item) => {
      // A thin line from a label moved off its sector back to the sector (under the labels).
      const leader = document.createElement('div');
      leader.className = `sector-label-leader tone-${item.tone}`;
      layer.appendChild(leader);
      const el = document.createElement('div');
      el.className = `sector-label tone-${item.tone}`;
      el.dataset.labelSector = String(item.sector);
      el.dataset.testid = 'sector-label';
      el.textContent = item.text;
      layer.appendChild(el);
      return { el, leader, w: 0, h: 0 };
    });
    for (const n of nodes.current) {
      n.w = n.el.offsetWidth;
      n.h = n.el.offsetHeight;
    }
    last.current = '';
    invalidate();
    // `key` stands for the items' content.
  }, [key, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    last.current = '';
    invalidate();
  }, [size.width, size.height, invalidate]);
  // The units' badges move with them (a march, a fall back): lay out again when they change.
  const unitsRef = useRef(units);
  unitsRef.current = units;
  useEffect(() => {
    last.current = '';
    invalidate();
  }, [units, invalidate]);
  // The text font may arrive after the first layout: lay out again then.
  useEffect(() => {
    let live = true;
    document.fonts?.ready.then(() => {
      if (!live) return;
      last.current = '';
      invalidate();
    });
    return () => {
      live = false;
    };
  }, [invalidate]);

  useFrame(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const inset = insetRightOf(gl.domElement);
    const stamp = `${key}#${camera.matrixWorld.elements.map((v) => v.toFixed(4)).join(',')}#${camera.projectionMatrix.elements[0]!.toFixed(5)}#${size.width}x${size.height}#${inset}`;
    if (stamp === last.current) return;
    last.current = stamp;
    const list = nodes.current;
    // Sizes read again at each layout (a font that loaded since, a canvas shown since).
    for (const n of list) {
      n.w = n.el.offsetWidth;
      n.h = n.el.offsetHeight;
    }
    const { placed } = layoutSectorLabels(items, list, camera, {
      width: size.width,
      height: size.height,
      insetRight: inset,
      units: unitsRef.current,
      overlay: overlayBoxes(gl.domElement),
    });
    let shown = 0;
    placed.forEach((p, i) => {
      const n = list[i];
      if (!n) return;
      n.leader.style.visibility = 'hidden';
      if (!p.placed || n.w === 0) {
        n.el.style.visibility = 'hidden';
        n.el.dataset.placed = 'false';
        return;
      }
      shown++;
      n.el.style.visibility = 'visible';
      n.el.dataset.placed = 'true';
      n.el.dataset.shifted = p.shift > 0.5 ? 'true' : 'false';
      n.el.style.transform = `translate(${Math.round(p.rect.left)}px, ${Math.round(p.rect.top)}px)`;
      if (p.shift > 0.5) {
        const item = items[i]!;
        scratch.set(item.x, item.ground, item.z).project(camera);
        const gx = ((scratch.x + 1) / 2) * size.width;
        const gy = ((1 - scratch.y) / 2) * size.height;
        const dx = p.x - gx;
        const dy = p.y - gy;
        n.leader.style.visibility = 'visible';
        n.leader.style.width = `${Math.round(Math.hypot(dx, dy))}px`;
        n.leader.style.transform = `translate(${gx.toFixed(1)}px, ${gy.toFixed(1)}px) rotate(${Math.atan2(dy, dx).toFixed(4)}rad)`;
      }
    });
    layer.dataset.labels = String(list.length);
    layer.dataset.placed = String(shown);
    layer.dataset.layouts = String(Number(layer.dataset.layouts ?? 0) + 1);
  });

  return null;
}
