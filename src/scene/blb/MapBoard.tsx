// The map of Brave Little Belgium on the table: the printed sheet, box tiles (two instanced
// meshes for every tile, siege box and link), the Movement Lines and the Victory Line (one merged
// mesh each), its diamonds and the capitals' stars (instanced), and the names on the tiles (one
// mesh over a label atlas drawn in the local font; the sheet's captions are in its texture).
// It reads only the layout and the data; pointer events report box ids.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ExtrudeGeometry,
  Float32BufferAttribute,
  InstancedMesh,
  Object3D,
  Shape,
  type Texture,
} from 'three';
import { DATA, FORT } from '../../games/blb/db';
import { BOX_PLACES, SHEET_Y, SIEGE, TABLE, TILE, TILE_TOP, rectEdges, type Rect } from './layout';
import { movementLineMesh, victoryCrossings, victoryLineMesh, type RibbonMesh } from './mapLines';
import { COUNTRY_FRAME, COUNTRY_TINT, PAPER, VICTORY_RED } from './palette';
import { printedLabels } from './printedLabels';
import { tileLabelGeometry } from './tileLabels';
import { PrintedSheet } from '../PrintedSheet';

export interface MapBoardProps {
  /** The printed sheet (mapSheet.ts), static captions included. */
  sheet: Texture;
  /** The atlas of the names on the tiles (tileLabels.ts, tileLabelAtlas). */
  labels: Texture;
  onBoxHover?: (box: string | null, event: ThreeEvent<PointerEvent> | null) => void;
  onBoxClick?: (box: string, event: ThreeEvent<MouseEvent>) => void;
  onBoxDoubleClick?: (box: string, event: ThreeEvent<MouseEvent>) => void;
}

const FORT_FRAME = '#413b34';
const FORT_BODY = '#d8d1c1';
const SIEGE_FRAME = '#8a2f24';
const SIEGE_BODY = '#efdccb';

function mix(a: string, b: string, t: number): Color {
  return new Color(a).lerp(new Color(b), t);
}

interface TilePart {
  box: string;
  rect: Rect;
  y: number;
  h: number;
  color: Color;
}

/** Frames (full tiles, siege boxes, links) and bodies (the light windows under each header). */
function tileParts(): { frames: TilePart[]; bodies: TilePart[] } {
  const frames: TilePart[] = [];
  const bodies: TilePart[] = [];
  const headerD = TILE.labelStrip;
  const inset = 0.09;
  for (const b of DATA.boxes) {
    const p = BOX_PLACES[b.id]!;
    const fort = !!FORT[b.id];
    const frame = fort ? new Color(FORT_FRAME) : new Color(COUNTRY_FRAME[b.country]);
    const bodyCol = fort ? new Color(FORT_BODY) : mix(PAPER, COUNTRY_TINT[b.country], 0.3);
    frames.push({ box: b.id, rect: p.tile, y: SHEET_Y, h: TILE.h, color: frame });
    // The light body north of the name strip (the strip is the frame showing along the south).
    const body = (r: Rect): Rect => ({ x: r.x, z: r.z + (inset - headerD) / 2, w: r.w - inset * 2, d: r.d - headerD - inset });
    bodies.push({ box: b.id, rect: body(p.tile), y: TILE_TOP, h: 0.004, color: bodyCol });
    if (p.siege) {
      frames.push({ box: b.id, rect: p.siege, y: SHEET_Y, h: TILE.h, color: new Color(SIEGE_FRAME) });
      bodies.push({ box: b.id, rect: body(p.siege), y: TILE_TOP, h: 0.004, color: new Color(SIEGE_BODY) });
      const link: Rect = { x: rectEdges.right(p.tile) + SIEGE.gapToFort / 2, z: p.tile.z + 0.2, w: SIEGE.gapToFort + 0.2, d: 0.8 };
      frames.push({ box: b.id, rect: link, y: SHEET_Y, h: TILE.h * 0.7, color: new Color(FORT_FRAME) });
    }
  }
  return { frames, bodies };
}

function InstancedTiles({
  parts,
  onBoxHover,
  onBoxClick,
  onBoxDoubleClick,
  castShadow,
}: { parts: TilePart[]; castShadow?: boolean } & Omit<MapBoardProps, 'sheet' | 'labels'>) {
  const ref = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => new BoxGeometry(1, 1, 1), []);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const o = new Object3D();
    parts.forEach((p, i) => {
      o.position.set(p.rect.x, p.y + p.h / 2, p.rect.z);
      o.scale.set(p.rect.w, p.h, p.rect.d);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
      mesh.setColorAt(i, p.color);
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [parts]);
  const boxAt = (e: { instanceId?: number }) => (e.instanceId === undefined ? undefined : parts[e.instanceId]?.box);
  return (
    <instancedMesh
      ref={ref}
      args={[geometry, undefined, parts.length]}
      castShadow={castShadow}
      receiveShadow
      onPointerMove={
        onBoxHover
          ? (e) => {
              e.stopPropagation();
              onBoxHover(boxAt(e) ?? null, e);
            }
          : undefined
      }
      onPointerOut={onBoxHover ? () => onBoxHover(null, null) : undefined}
      onClick={
        onBoxClick
          ? (e) => {
              const box = boxAt(e);
              if (!box) return;
              e.stopPropagation();
              onBoxClick(box, e);
            }
          : undefined
      }
      onDoubleClick={
        onBoxDoubleClick
          ? (e) => {
              const box = boxAt(e);
              if (!box) return;
              e.stopPropagation();
              onBoxDoubleClick(box, e);
            }
          : undefined
      }
    >
      <meshLambertMaterial />
    </instancedMesh>
  );
}

function ribbonGeometry(mesh: RibbonMesh): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(mesh.positions, 3));
  g.setAttribute('color', new Float32BufferAttribute(mesh.colors, 3));
  const normals = new Float32Array(mesh.positions.length);
  for (let i = 1; i < normals.length; i += 3) normals[i] = 1;
  g.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  g.setIndex(mesh.indices);
  return g;
}

function Ribbons({ mesh }: { mesh: RibbonMesh }) {
  const geometry = useMemo(() => ribbonGeometry(mesh), [mesh]);
  return (
    <mesh geometry={geometry} receiveShadow>
      <meshLambertMaterial vertexColors polygonOffset polygonOffsetFactor={-2} polygonOffsetUnits={-2} />
    </mesh>
  );
}

function starShape(outer: number, inner: number): Shape {
  const s = new Shape();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) s.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    else s.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  s.closePath();
  return s;
}

function diamondShape(r: number): Shape {
  const s = new Shape();
  s.moveTo(0, r);
  s.lineTo(r * 0.72, 0);
  s.lineTo(0, -r);
  s.lineTo(-r * 0.72, 0);
  s.closePath();
  return s;
}

/** Flat extruded shapes (stars, diamonds) lying on the table, instanced. */
function Tokens({ shape, spots, color, depth = 0.06 }: { shape: Shape; spots: { x: number; y: number; z: number; rot?: number }[]; color: string; depth?: number }) {
  const ref = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => {
    const g = new ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelThickness: 0.015, bevelSize: 0.015, bevelSegments: 1 });
    g.rotateX(-Math.PI / 2);
    return g;
  }, [shape, depth]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const o = new Object3D();
    spots.forEach((s, i) => {
      o.position.set(s.x, s.y, s.z);
      o.rotation.set(0, s.rot ?? 0, 0);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [spots]);
  if (spots.length === 0) return null;
  return (
    <instancedMesh ref={ref} args={[geometry, undefined, spots.length]} castShadow receiveShadow>
      <meshStandardMaterial color={color} roughness={0.45} metalness={0.25} />
    </instancedMesh>
  );
}

/** Every name on the tiles (box names, SIEGE): one mesh of quads over the atlas (tileLabels.ts). */
function TileLabels({ atlas }: { atlas: Texture }) {
  const geometry = useMemo(() => tileLabelGeometry(printedLabels().filter((l) => l.layer === 'tile')), []);
  return (
    <mesh geometry={geometry} name="tile-labels" renderOrder={1}>
      {/* The atlas is coverage (white on black): the alpha; the colour comes from each label. */}
      <meshBasicMaterial alphaMap={atlas} vertexColors transparent depthWrite={false} />
    </mesh>
  );
}

export const MapBoard = memo(function MapBoard({ sheet, labels, onBoxHover, onBoxClick, onBoxDoubleClick }: MapBoardProps) {
  const { frames, bodies } = useMemo(tileParts, []);
  const lines = useMemo(movementLineMesh, []);
  const victory = useMemo(victoryLineMesh, []);
  const star = useMemo(() => starShape(0.26, 0.11), []);
  const diamond = useMemo(() => diamondShape(0.3), []);
  const smallDiamond = useMemo(() => diamondShape(0.17), []);
  const capitals = useMemo(
    () =>
      DATA.boxes
        .filter((b) => b.capital)
        .map((b) => {
          const t = BOX_PLACES[b.id]!.tile;
          return { x: rectEdges.left(t) + 0.34, y: TILE_TOP, z: BOX_PLACES[b.id]!.label.z + 0.02 };
        }),
    [],
  );
  const crossings = useMemo(() => victoryCrossings().map((p) => ({ x: p.x, y: SHEET_Y + 0.01, z: p.z })), []);
  const beyond = useMemo(
    () =>
      DATA.boxes
        .filter((b) => b.beyondVictoryLine)
        .map((b) => {
          const t = BOX_PLACES[b.id]!.tile;
          return { x: rectEdges.right(t) - 0.28, y: TILE_TOP, z: BOX_PLACES[b.id]!.label.z };
        }),
    [],
  );
  const sheet3 = TABLE.sheet;
  const handlers = { onBoxHover, onBoxClick, onBoxDoubleClick };

  return (
    <group name="map-board">
      <PrintedSheet x={sheet3.x} z={sheet3.z} w={sheet3.w} d={sheet3.d} thickness={SHEET_Y} map={sheet} />
      <Ribbons mesh={lines} />
      <Ribbons mesh={victory} />
      <Tokens shape={diamond} spots={crossings} color={VICTORY_RED} depth={0.03} />
      <InstancedTiles parts={frames} castShadow {...handlers} />
      <InstancedTiles parts={bodies} {...handlers} />
      <Tokens shape={star} spots={capitals} color="#e8b923" depth={0.05} />
      <Tokens shape={smallDiamond} spots={beyond} color={VICTORY_RED} depth={0.03} />
      <TileLabels atlas={labels} />
    </group>
  );
});
