// La Petite Guerre's cards drawn as one instanced mesh over one atlas (cardFaces.ts): whatever
// quads a layout gives (cardLayout.ts for the hands, ../battle/duelLayout.ts for the duel) cost one
// draw call. `items` are re-laid when they change; `relay`, when given, is asked for fresh items on
// every frame while it says a shot is playing (a card in flight), and once more when it ends.
// A pointer over a quad whose `card` is set reports that id (hover, click); other quads let the
// pointer through.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import type { InstancedMesh, Texture } from 'three';
import { atlasQuadGeometry, atlasQuadMaterial, writeAtlasQuads } from '../../atlasQuads';
import { faceUv } from './cardFaces';
import type { CardItem } from './cardLayout';

const MAX_ITEMS = 96;

const cardMaterial = (atlas: Texture) => atlasQuadMaterial(atlas, 'sandtable-lpg-card');
const cardGeometry = () => atlasQuadGeometry(MAX_ITEMS);
const writeItems = (mesh: InstancedMesh, items: readonly CardItem[]) => writeAtlasQuads(mesh, items, faceUv, MAX_ITEMS);

export interface CardQuadsProps {
  name: string;
  atlas: Texture;
  items: readonly CardItem[];
  /** Fresh items for this frame while a shot plays (null: nothing in flight, `items` stand). */
  relay?: () => readonly CardItem[] | null;
  /** The card id under the pointer (and its quad's key: "hand:american:0"), or null as it leaves. */
  onHover?: (card: string | null, e: ThreeEvent<PointerEvent> | null, key: string | null) => void;
  onClick?: (card: string, key: string) => void;
}

export function CardQuads({ name, atlas, items, relay, onHover, onClick }: CardQuadsProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(() => cardMaterial(atlas), [atlas]);
  const geometry = useMemo(cardGeometry, []);
  useEffect(() => () => (material.dispose(), geometry.dispose()), [material, geometry]);
  const laid = useRef<readonly CardItem[]>(items);
  const flying = useRef(false);
  const hovered = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!mesh.current) return;
    const now = relay?.() ?? null;
    laid.current = now ?? items;
    flying.current = now !== null;
    writeItems(mesh.current, laid.current);
    invalidate();
  }, [items, relay, invalidate]);

  useFrame(() => {
    if (!mesh.current || !relay) return;
    const now = relay();
    if (now === null && !flying.current) return;
    laid.current = now ?? items;
    flying.current = now !== null;
    writeItems(mesh.current, laid.current);
  });

  const itemAt = (e: ThreeEvent<PointerEvent | MouseEvent>): CardItem | null => {
    const it = e.instanceId === undefined ? null : laid.current[e.instanceId];
    return it && it.card ? it : null;
  };
  return (
    <instancedMesh
      ref={mesh}
      name={name}
      args={[geometry, material, MAX_ITEMS]}
      frustumCulled={false}
      onPointerMove={(e) => {
        const it = itemAt(e);
        const c = it?.card ?? null;
        if (c !== hovered.current || c) {
          hovered.current = c;
          onHover?.(c, c ? e : null, it?.key ?? null);
        }
        if (c) e.stopPropagation();
      }}
      onPointerOut={() => {
        if (hovered.current !== null) {
          hovered.current = null;
          onHover?.(null, null, null);
        }
      }}
      onClick={(e) => {
        const it = itemAt(e);
        if (!it) return;
        e.stopPropagation();
        onClick?.(it.card!, it.key);
      }}
    />
  );
}
