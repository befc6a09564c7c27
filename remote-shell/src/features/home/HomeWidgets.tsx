import { FiguresWidget } from './widgets/FiguresWidget';
import { ShortcutsWidget } from './widgets/ShortcutsWidget';
import { SignInTrendWidget } from './widgets/SignInTrendWidget';
import { VisitedWidget } from './widgets/VisitedWidget';
import { WelcomeWidget } from './widgets/WelcomeWidget';

/**
 * Every widget in its grid area; the figures and the trend only for administrators, whose grid
 * layouts name those areas.
 */
export function HomeWidgets({ administrator }: { administrator: boolean }) {
  return (
    <>
      <WelcomeWidget area="welcome" />
      {administrator && <FiguresWidget area="figures" />}
      <ShortcutsWidget area="shortcuts" />
      <VisitedWidget area="visited" />
      {administrator && <SignInTrendWidget area="trend" />}
    </>
  );
}
