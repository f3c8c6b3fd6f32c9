// §6 the turn's weather lying on La Petite Guerre's map: snow as a light white cover in drifts, rain
// as a dull wet tone with the roads turned to mud, freeze as a cold frost, each thinned over every
// settlement's name and symbol so the printed names still read (weatherGeometry.ts: the looks, the
// clearings, tested for contrast), and the Delaware's ice along its course (floating floes, or one
// hard band). A change of weather fades over a second or so (at once where the system asks for
// reduced motion). Only the view's public weather and ice are read.
// Contract: mount inside the TableCanvas over the printed sheet (LPG_TABLE.sheet); props { view }.
import { Suspense, memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import { CanvasTexture, SRGBColorSpace, type Group, type Material } from 'three';
import type { LpgView } from '../../../games/lpg/view';
import { loadCanvasFonts, FONT_FAMILY } from '../../fonts';
import { makeCanvas, seeded } from '../../tableTextures';
import { useAsset } from '../../useAsset';
import { useReducedMotion } from '../../reducedMotion';
import { corners, roadLines } from '../mapGeometry';
import { LPG_SHEET_EXTENT, MAP_CUT } from '../sheetTexture';
import { LPG_SHEET_RECT, mapToWorld } from '../tableLayout';
import { COVER_LOOK, LAND_HEXES, coverPatches, fadeStep, iceLines, labelClearings, weatherOnMap, type Box, type Cover } from './weatherGeometry';

/** Height of the cover over the table (just above a printed sheet SHEET_TOP thick; a thicker one lifts it: `sheetTop`). */
export const WEATHER_Y = 0.075;
const SHEET_TOP = 0.06;
/** Pixels a mile of the cover's texture (the cover is soft: a coarse texture is enough). */
const PPM = 16;

const ICE = '#f3faff';
const ICE_EDGE = '#8fb9dc';
const MUD = '#5b4330';
const SNOW_SHADOW = '#7f9cc0';

/** Paints a cover over the sheet's extent (browser only; miles scaled to pixels). */
function paintCover(cover: Cover): CanvasTexture {
  const e = LPG_SHEET_EXTENT;
  const W = Math.round((e.x1 - e.x0) * PPM);
  const H = Math.round((e.y1 - e.y0) * PPM);
  const [canvas, ctx] = makeCanvas(W, H);
  const look = COVER_LOOK[cover];
  ctx.scale(PPM, PPM);
  ctx.translate(-e.x0, -e.y0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(MAP_CUT.x0, MAP_CUT.y0, MAP_CUT.x1 - MAP_CUT.x0, MAP_CUT.y1 - MAP_CUT.y0);
  ctx.clip();
  // The land, as one path (the hexes' union: no seams), its coast softened.
  const land = new Path2D();
  for (const h of LAND_HEXES) {
    const cs = corners(h, 2.9);
    land.moveTo(cs[0]!.x, cs[0]!.y);
    for (const p of cs.slice(1)) land.lineTo(p.x, p.y);
    land.closePath();
  }
  ctx.filter = `blur(${Math.round(PPM * 0.4)}px)`;
  ctx.fillStyle = look.colour;
  ctx.globalAlpha = look.opacity;
  ctx.fill(land);
  ctx.filter = 'none';
  ctx.clip(land);
  // Drifts (snow, frost) or puddles (rain): soft round patches.
  ctx.globalAlpha = 1;
  for (const p of coverPatches(cover === 'wet' ? 1775 : 1776, cover === 'wet' ? 2 : 3)) {
    const r = cover === 'wet' ? p.r * 0.6 : p.r;
    const g = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, r);
    g.addColorStop(0, hexAlpha(look.colour, look.patches));
    g.addColorStop(1, hexAlpha(look.colour, 0));
    ctx.fillStyle = g;
    ctx.fillRect(p.x - r, p.y - r, 2 * r, 2 * r);
  }
  // Snow and frost: a cool shadow on the lee side of each drift, and speckles of fresh snow or rime
  // (seeded: the same every time), so the cover reads as snow, not as faded paper.
  if (cover !== 'wet') {
    for (const p of coverPatches(1778, 1)) {
      ctx.fillStyle = hexAlpha(SNOW_SHADOW, cover === 'snow' ? 0.1 : 0.06);
      ctx.beginPath();
      ctx.ellipse(p.x + p.r * 0.25, p.y + p.r * 0.3, p.r * 0.8, p.r * 0.35, 0.3, 0, Math.PI * 2);
      ctx.fill();
    }
    const rnd = seeded(cover === 'snow' ? 1779 : 1780);
    const e2 = MAP_CUT;
    const n = Math.round((e2.x1 - e2.x0) * (e2.y1 - e2.y0) * (cover === 'snow' ? 1.6 : 1.0));
    ctx.fillStyle = hexAlpha('#ffffff', cover === 'snow' ? 0.85 : 0.6);
    for (let i = 0; i < n; i++) {
      const x = e2.x0 + rnd() * (e2.x1 - e2.x0);
      const y = e2.y0 + rnd() * (e2.y1 - e2.y0);
      const r = (cover === 'snow' ? 0.1 : 0.06) + rnd() * 0.1;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // Rain: the roads turned to mud.
  if (cover === 'wet') {
    ctx.strokeStyle = hexAlpha(MUD, 0.45);
    ctx.lineWidth = 0.9;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const r of roadLines()) {
      ctx.beginPath();
      r.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.stroke();
    }
  }
  ctx.restore();
  // The clearings: the cover thinned over the names and settlements, soft edged.
  const clearings = labelClearings((text, size) => {
    ctx.font = `600 ${size}px "${FONT_FAMILY.serif}", "DejaVu Serif", serif`;
    return ctx.measureText(text).width;
  });
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  ctx.filter = `blur(${Math.round(PPM * 0.3)}px)`;
  ctx.fillStyle = `rgba(0,0,0,${1 - look.clearOpacity / (look.opacity + look.patches)})`;
  for (const c of clearings) {
    ctx.beginPath();
    ctx.rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0);
    ctx.fill();
  }
  ctx.restore();
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  return t;
}

/** The printed names' boxes as the sheet lays them out (measured with its font; the ice stops short of them). */
let names: Box[] | null = null;
function printedNames(): Box[] {
  if (names) return names;
  const [, ctx] = makeCanvas(8, 8);
  return (names = labelClearings((text, size) => {
    ctx.font = `600 ${size}px "${FONT_FAMILY.serif}", "DejaVu Serif", serif`;
    return ctx.measureText(text).width;
  }));
}

function hexAlpha(hex: string, a: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${a})`;
}

/**
 * Fades its children in while `on`, out while not (each material's opacity times the fade, its own
 * opacity kept in userData); hidden once faded out. Asks for frames only while it fades.
 */
function Fade({ on, appear, children, name }: { on: boolean; appear: boolean; children: ReactNode; name: string }) {
  const group = useRef<Group>(null);
  // Shown at once when the table opens on it; faded in when the weather turns to it later.
  const fade = useRef(on && !appear ? 1 : 0);
  const reduced = useReducedMotion();
  const invalidate = useThree((s) => s.invalidate);
  const apply = () => {
    const g = group.current;
    if (!g) return;
    g.visible = fade.current > 0.001;
    g.userData.fade = fade.current;
    g.traverse((o) => {
      const m = (o as { material?: Material | Material[] }).material;
      for (const mat of Array.isArray(m) ? m : m ? [m] : []) {
        if (mat.userData.baseOpacity === undefined) mat.userData.baseOpacity = mat.opacity;
        mat.transparent = true;
        mat.opacity = mat.userData.baseOpacity * fade.current;
      }
    });
  };
  useFrame((_, delta) => {
    const target = on ? 1 : 0;
    if (fade.current === target) return;
    // A frame's delta is capped: a tab left in the background does not jump the fade.
    fade.current = fadeStep(fade.current, on, Math.min(delta * 1000, 100), reduced);
    apply();
    invalidate();
  });
  // A change starts the fade (frames are drawn on demand).
  useEffect(() => {
    if (fade.current !== (on ? 1 : 0)) invalidate();
  }, [on, invalidate]);
  return (
    <group ref={(g) => {
      group.current = g;
      if (g) apply();
    }} name={name}>
      {children}
    </group>
  );
}

const CoverLayer = memo(function CoverLayer({ cover }: { cover: Cover }) {
  const map = useAsset(`lpg-weather-${cover}`, () => loadCanvasFonts().then(() => paintCover(cover)));
  const r = LPG_SHEET_RECT;
  return (
    <mesh position={[r.x, WEATHER_Y, r.z]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1}>
      <planeGeometry args={[r.w, r.d]} />
      <meshBasicMaterial map={map} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
});

const IceLines = memo(function IceLines({ ice }: { ice: string }) {
  const clear = useAsset('lpg-weather-names', () => loadCanvasFonts().then(printedNames));
  const lines = useMemo(() => iceLines(ice, clear).map((l) => l.map((p) => {
    const w = mapToWorld(p.x, p.y);
    return [w.x, WEATHER_Y + 0.02, w.z] as [number, number, number];
  })), [ice, clear]);
  const hard = ice === 'hard';
  return (
    <group name={`lpg-ice-${ice}`} userData={{ lines: lines.length }}>
      {lines.map((pts, i) => (
        <group key={i}>
          {/* The inner band a little higher than its edge, neither writing depth: no fighting between them. */}
          <Line points={pts} color={ICE_EDGE} lineWidth={hard ? 0.7 : 0.55} worldUnits transparent opacity={0.95} depthWrite={false} toneMapped={false} renderOrder={2} />
          <Line points={pts.map(([x, y, z]) => [x, y + 0.02, z] as [number, number, number])} color={ICE} lineWidth={hard ? 0.5 : 0.38} worldUnits transparent opacity={1} depthWrite={false} toneMapped={false} renderOrder={3} />
        </group>
      ))}
    </group>
  );
});

export interface LpgWeatherProps {
  view: Pick<LpgView, 'weather' | 'ice'>;
  /** The printed sheet's top over the table (default 0.06). */
  sheetTop?: number;
}

/** Every cover and ice state ever shown stays mounted (faded out when not the turn's), so a change fades across. */
export function LpgWeather({ view, sheetTop = SHEET_TOP }: LpgWeatherProps) {
  const now = weatherOnMap(view.weather, view.ice);
  const seen = useRef(new Set<string>());
  // Layers first seen after the table opened fade in; those it opens on are simply there.
  const opened = useRef(false);
  useEffect(() => {
    opened.current = true;
  }, []);
  const appear = useRef(new Map<string, boolean>());
  if (now.cover) seen.current.add(`cover:${now.cover}`);
  if (view.ice !== 'open') seen.current.add(`ice:${view.ice}`);
  return (
    <group name="lpg-weather" position={[0, sheetTop - SHEET_TOP, 0]} userData={{ weather: view.weather, ice: view.ice, cover: now.cover }}>
      {[...seen.current].sort().map((k) => {
        const [kind, which] = k.split(':') as ['cover' | 'ice', string];
        const on = kind === 'cover' ? now.cover === which : view.ice === which;
        if (!appear.current.has(k)) appear.current.set(k, opened.current);
        return (
          <Fade key={k} on={on} appear={appear.current.get(k)!} name={`lpg-weather-${which}`}>
            {/* Its own boundary: painting a cover the first time never blanks the table. */}
            <Suspense fallback={null}>{kind === 'cover' ? <CoverLayer cover={which as Cover} /> : <IceLines ice={which} />}</Suspense>
          </Fade>
        );
      })}
    </group>
  );
}
