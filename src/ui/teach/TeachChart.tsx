// Teach mode's compact statechart: the machine drawn by the inspector's StatechartDiagram,
// following the step being taught (its active states lit). Loaded lazily (React.lazy in App), so
// the layout engine (elkjs) stays out of the start bundle. Reads only; decides nothing.
import { useMemo } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activeStatePaths, chartGraph } from '../../core/chartGraph';
import { StatechartDiagram } from '../inspector/StatechartDiagram';

export interface TeachChartProps {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
}

export default function TeachChart({ machine, snapshot }: TeachChartProps) {
  const graph = useMemo(() => chartGraph(machine), [machine]);
  const active = useMemo(() => activeStatePaths(snapshot), [snapshot]);
  return <StatechartDiagram graph={graph} active={active} follow className="teach-chart-diagram" />;
}
