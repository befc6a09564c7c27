import { LazyNotFoundPage } from './lazy-pages';
import { usePageRegistry } from './page-registry';

/** The page a feature registered at `path`, or the 404 page while none has. */
export function RegisteredPage({ path }: { path: string }) {
  const Page = usePageRegistry().get(path) ?? LazyNotFoundPage;
  return <Page />;
}
