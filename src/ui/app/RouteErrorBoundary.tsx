import { Component, type ReactNode } from 'react';

interface Props {
  /** Renders the failure; `reset` clears the error so the children render again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** Catches what a route throws while rendering or loading its code. Keyed by path, so leaving the page resets it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Route failed', error);
  }

  private readonly reset = () => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
