import { describe, expect, it } from 'vitest';
import { toApplicationDto } from '@/lib/applications/server/mine-applications';
import { FLOW_NODES } from '@/lib/applications/statuses';
import { applicationListItemSchema } from '@/lib/upstream/operations/applications-mine';

/** An application as `/n/carbon/list` gives it, with only the spec's fields unless told. */
function item(fields: Record<string, unknown>) {
  return applicationListItemSchema.parse({ id: 7, productName: '低碳热轧卷板', applyTime: '2026-10-01', pcrName: '钢铁产品', ...fields });
}

const reached = (fields: Record<string, unknown>) => toApplicationDto(item(fields)).nodes.map((node) => node.reached);

describe('the application timeline (business.md 2.2, 4)', () => {
  it('always shows the seven flow nodes in order, named by the platform where it names them', () => {
    const nodes = toApplicationDto(item({ nodes: [{ node: 2, code: 'CONTRACT_GENERATION', name: '合同生成', reached: true, reachedTime: '2026-10-03 09:00:00' }] })).nodes;
    expect(nodes.map((node) => node.code)).toEqual([...FLOW_NODES]);
    expect(nodes.map((node) => node.node)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nodes[1]).toEqual({ node: 2, code: 'CONTRACT_GENERATION', name: '合同生成', reached: true, reachedTime: '2026-10-03 09:00:00' });
    expect(nodes[0]!.name).toBeNull();
  });

  it('a published application has reached every node, whatever the platform lists', () => {
    expect(reached({ publishStatus: 1 })).toEqual([true, true, true, true, true, true, true]);
    expect(reached({ publishStatus: '1', nodes: [{ node: 6, code: 'REVIEW_PANEL', reached: false }] })).toEqual(Array(7).fill(true));
  });

  it('without the platform’s nodes, the nodes up to the current one are reached', () => {
    expect(reached({ publishStatus: 0, currentNode: 3 })).toEqual([true, true, true, false, false, false, false]);
    expect(reached({ publishStatus: 0 })).toEqual(Array(7).fill(false));
  });

  it('the platform’s own word on a node it lists wins over the current node', () => {
    expect(reached({ currentNode: 3, nodes: [{ node: 2, code: 'CONTRACT_GENERATION', reached: false }] })).toEqual([true, false, true, false, false, false, false]);
  });
});
