// Belle Epoque's table in the shell: the 3D hex table (lazy) or the flat SVG hex map.
import { lazy, type ComponentType } from 'react';
import { BelleFlatBoard } from '../ui/belle/BelleFlatBoard';
import type { TableProps } from '../ui/types';
import { TableHost, type Table3DProps } from './TableHost';

const BelleTable = lazy(() => import('../scene/belle/BelleTable').then((m) => ({ default: m.BelleTable as ComponentType<Table3DProps> })));

export function BelleTableHost(props: TableProps) {
  return <TableHost {...props} table3d={BelleTable} flat={BelleFlatBoard} />;
}
