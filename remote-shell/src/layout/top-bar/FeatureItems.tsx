import { useShellParts } from '../../kernel/shell-parts';

/** The features' own top-bar buttons (notices, chat), in their order. */
export function FeatureItems({ compact }: { compact: boolean }) {
  const { topBarItems } = useShellParts();
  return (
    <>
      {topBarItems.map(({ key, Component }) => (
        <Component key={key} compact={compact} />
      ))}
    </>
  );
}
