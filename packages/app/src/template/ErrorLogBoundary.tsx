import { Component, type ErrorInfo, type ReactNode } from 'react';
import { captureError } from './errorLog';

export interface ErrorLogBoundaryProps {
  /** Shown instead of the children after they failed to render; gets a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  children?: ReactNode;
}

/** Catches what React throws while rendering the children, and puts it in the error log. */
export class ErrorLogBoundary extends Component<ErrorLogBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const component = /at (\w+)/.exec(info.componentStack ?? '')?.[1];
    captureError(error, 'render', component ? `React render in ${component}` : undefined);
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback(() => this.setState({ hasFailed: false })) : this.props.children;
  }
}
