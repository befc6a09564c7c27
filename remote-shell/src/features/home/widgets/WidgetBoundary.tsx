import { Component } from 'react';
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { WidgetLoading } from './WidgetLoading';

interface Props {
  /** The grid area of the widget, which the fallback takes instead. */
  area: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps one widget's failure (an answer of an unexpected shape, a chart that cannot draw) inside
 * its place in the grid: the rest of the home page and the portal stay usable.
 */
export class WidgetBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper variant="outlined" sx={{ p: 2, gridArea: this.props.area }}>
        <WidgetLoading failed />
      </Paper>
    );
  }
}
