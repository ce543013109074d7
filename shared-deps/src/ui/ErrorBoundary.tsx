import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  children: ReactNode;
  title?: string;
  /** Changing this value clears a caught error (e.g. the route). */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a render error of one area and shows an error panel with retry in its place. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <ErrorPanel
          title={this.props.title}
          error={this.state.error}
          onRetry={() => this.setState({ error: null, failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
