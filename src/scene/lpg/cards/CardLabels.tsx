// The lines of text beside La Petite Guerre's cards (counts, titles, the duel's words), flat on the
// table and read from the south, in the shipped fonts (drei's Text with a local font).
import { Text } from '@react-three/drei';
import { FONTS } from '../../fonts';
import type { Side } from '../../../games/lpg/types';
import type { CardLabel } from './cardLayout';

export const SIDE_COLOUR: Record<Side, { fill: string; outline: string }> = {
  american: { fill: '#a9c4ff', outline: '#0d1d40' },
  british: { fill: '#ff9c8f', outline: '#3d0a07' },
};
const TONE: Record<CardLabel['tone'], string> = { plain: '#f1e9d2', side: '#f1e9d2', dim: '#bfb49a', gold: '#ffd166' };

export function CardLabels({ labels, y = 0.08 }: { labels: readonly CardLabel[]; y?: number }) {
  return (
    <group>
      {labels.map((l) => {
        const colour = l.tone === 'side' && l.side ? SIDE_COLOUR[l.side].fill : TONE[l.tone];
        const outline = l.tone === 'side' && l.side ? SIDE_COLOUR[l.side].outline : '#15100c';
        return (
          <Text
            key={l.key}
            font={FONTS.bold}
            fontSize={l.size}
            color={colour}
            outlineWidth={l.size * 0.08}
            outlineColor={outline}
            anchorX={l.anchor}
            anchorY="middle"
            position={[l.x, y, l.z]}
            rotation={[-Math.PI / 2, 0, 0]}
          >
            {l.text}
          </Text>
        );
      })}
    </group>
  );
}
