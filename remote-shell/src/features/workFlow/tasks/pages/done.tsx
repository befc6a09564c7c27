import { BeforeListPage } from '../BeforeListPage';

// The route table loads this module lazily; a default export is what React.lazy expects.
export default function DonePage() {
  return <BeforeListPage category="Trial" />;
}
