export type TreeRow = { id: number; parentId: number | null };

/** Nests rows (already in display order) under their parents; rows whose parent is missing are dropped. */
export function nestByParent<Row extends TreeRow, Node>(
  rows: readonly Row[],
  toNode: (row: Row, children: Node[]) => Node,
): Node[] {
  const childrenOf = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }
  const build = (parentId: number | null): Node[] =>
    (childrenOf.get(parentId) ?? []).map((row) => toNode(row, build(row.id)));
  return build(null);
}
