import Type from 'typebox';
import type { TArray, TCyclic, TObject, TProperties, TRef } from 'typebox';

/** A tree node's own fields with `children`, the nodes of the same shape under it. */
export type TTreeNode<Name extends string, Properties extends TProperties> = TObject<
  Properties & { children: TArray<TRef<Name>> }
>;

/** The schema of a tree whose nodes have `node`'s fields; `name` names the node in $defs. */
export type TTreeOf<Name extends string, Properties extends TProperties> = TCyclic<
  { [K in Name]: TTreeNode<Name, Properties> },
  Name
>;

/**
 * A recursive node: `node`'s fields and `children` holding nodes of the same shape, to any depth.
 * Trees answer whole subtrees (menus, organisations) or one level with `children` left empty.
 */
export function TreeOf<const Name extends string, Properties extends TProperties>(
  name: Name,
  node: TObject<Properties>,
): TTreeOf<Name, Properties> {
  const tree = Type.Object({ ...node.properties, children: Type.Array(Type.Ref(name)) });
  // A computed key widens to `string`; the only key is `name`, as the type says.
  const defs = { [name]: tree } as { [K in Name]: TTreeNode<Name, Properties> };
  return Type.Cyclic(defs, name);
}
