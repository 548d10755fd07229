import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/behaviour.md §8 error boundary screen: the error's message, Try Again and Reload Page. */
function ErrorFallback({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('errorBoundary.fallback');
  return (
    <div role="alert" className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-brand-900">{t('errorBoundary.title')}</h1>
      <p className="max-w-xl text-slate-700" dir="auto">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onReset ? (
          <button type="button" className="btn-primary" onClick={onReset}>
            {t('errorBoundary.tryAgain')}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
      </div>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
}

/** Catches render errors of the page under the header, so the header and footer stay usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorFallback error={this.state.error} onReset={() => this.setState({ failed: false, error: null })} />;
    return this.props.children;
  }
}
