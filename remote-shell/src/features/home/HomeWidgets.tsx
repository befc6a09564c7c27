import type { ComponentType } from 'react';
import type { WidgetArea } from './HomeGrid';
import { FiguresWidget } from './widgets/FiguresWidget';
import { ShortcutsWidget } from './widgets/ShortcutsWidget';
import { SignInTrendWidget } from './widgets/SignInTrendWidget';
import { VisitedWidget } from './widgets/VisitedWidget';
import { WelcomeWidget } from './widgets/WelcomeWidget';
import { WidgetBoundary } from './widgets/WidgetBoundary';

type Widget = [WidgetArea, ComponentType<{ area?: string }>];

const EVERYONE: readonly Widget[] = [
  ['welcome', WelcomeWidget],
  ['shortcuts', ShortcutsWidget],
  ['visited', VisitedWidget],
];

const ADMINISTRATORS: readonly Widget[] = [
  ['figures', FiguresWidget],
  ['trend', SignInTrendWidget],
];

/**
 * Every widget in its grid area, each failing alone; the figures and the trend only for
 * administrators, whose grid layouts name those areas.
 */
export function HomeWidgets({ administrator }: { administrator: boolean }) {
  const widgets = administrator ? [...EVERYONE, ...ADMINISTRATORS] : EVERYONE;
  return (
    <>
      {widgets.map(([area, Widget]) => (
        <WidgetBoundary key={area} area={area}>
          <Widget area={area} />
        </WidgetBoundary>
      ))}
    </>
  );
}
