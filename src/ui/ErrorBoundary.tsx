// A render error shows a readable message and a way back, never a blank page.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  onReset?: () => void;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="start crash" role="alert" data-testid="crash">
        <h1>Sandtable</h1>
        <p>Something went wrong while drawing this screen: {error.message}</p>
        <p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              this.setState({ error: null });
              this.props.onReset?.();
            }}
          >
            Back to the start menu
          </button>
        </p>
      </main>
    );
  }
}
