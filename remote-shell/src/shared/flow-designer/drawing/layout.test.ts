import { newTemplate } from '../model';
import { flowGraph } from './flow-graph';
import { layoutGraph, sizeOf } from './layout';

it('lays every item out, top down', async () => {
  const graph = flowGraph(newTemplate('发起人'), false);
  const positions = await layoutGraph(graph, (item) => sizeOf(item, 0));
  expect([...positions.keys()]).toEqual(['n:start', 'p:start', 'end']);
  const ys = [...positions.values()].map((at) => at.y);
  expect(ys).toEqual([...ys].sort((a, b) => a - b));
});
