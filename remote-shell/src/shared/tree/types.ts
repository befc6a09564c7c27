/** A node as the server's tree loaders return it (lookup item or organisation node). */
export interface TreeNode {
  id: string;
  fullName: string;
  /** `true`: never has children, so no expand arrow and no load. */
  isLeaf?: boolean;
  /** Eager trees carry their children; lazy nodes leave this out and are loaded on expansion. */
  children?: readonly TreeNode[];
}

/** Loads the children of `parentId`, or the top level when it is `null`. */
export type LoadChildren<N extends TreeNode> = (parentId: string | null) => Promise<N[]>;

/** The shape RichTreeView renders: our node plus the loading/failed placeholder rows. */
export interface ViewItem {
  id: string;
  label: string;
  children?: ViewItem[];
  /** A stand-in child of a node whose children are loading or failed to load. */
  placeholder?: 'loading' | 'failed';
}
