// Brave Little Belgium's table in the shell: the 3D table (lazy) or the schematic 2D board.
import { lazy, type ComponentType } from 'react';
import { SchematicBoard } from '../ui/blb/SchematicBoard';
import type { TableProps } from '../ui/types';
import { TableHost, type Table3DProps } from './TableHost';

const BlbTable = lazy(() => import('../scene/blb/BlbTable').then((m) => ({ default: m.BlbTable as unknown as ComponentType<Table3DProps> })));

export function BlbTableHost(props: TableProps) {
  return <TableHost {...props} table3d={BlbTable} flat={SchematicBoard} />;
}
