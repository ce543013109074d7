import { Component, type ReactNode } from 'react';
import { t } from '@atrium/shared';
import { PORTAL_VIEW_NS } from '../i18n';
import { WidgetState } from './WidgetState';

interface Props {
  children: ReactNode;
  /** Changing it (an edited item) clears a caught error. */
  resetKey: unknown;
}

/** One widget's failure stays in its own panel: the others keep working. The cause goes to the log only. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('@atrium/mf-online-dev: a portal widget failed to render.', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <WidgetState kind="error" message={t(`${PORTAL_VIEW_NS}:view.widgetFailed`)} onRetry={() => this.setState({ failed: false })} />;
  }
}
