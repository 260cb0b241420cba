// Catches render errors below it, reports them to the console and the error-reporting service, and shows
// ErrorFallback instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportToService } from '../lib/error-reporting';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export function reportError(error: unknown, context?: string): void {
  console.error(context ?? 'Unhandled error', error);
  reportToService(error, context?.split(' in ')[0]);
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(
      error,
      `Render error${info.componentStack ? ` in${info.componentStack.split('\n')[1] ?? ''}` : ''}`,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
