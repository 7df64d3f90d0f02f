import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';

interface State {
  crashed: boolean;
}

/**
 * Last line of defence around the whole app (spec 000 §2 "Shell"): a rendering crash outside
 * the router's own error screen shows 'Error! Please restart page.' and a restart button.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('App crashed', error, info.componentStack);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    // i18n may itself be what broke: fall back to the spec's English text.
    const text = (key: 'errors.crash' | 'errors.restart', fallback: string) => {
      try {
        return i18n.isInitialized ? i18n.t(key) : fallback;
      } catch {
        return fallback;
      }
    };
    return (
      <main className="mx-auto max-w-xl p-8 text-center" role="alert">
        <h1 className="text-2xl font-bold">{text('errors.crash', 'Error! Please restart page.')}</h1>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          {text('errors.restart', 'Restart page')}
        </button>
      </main>
    );
  }
}
