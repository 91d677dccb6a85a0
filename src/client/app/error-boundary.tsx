import { Component, type ComponentType, type ReactNode } from 'react';

interface Props {
  FallbackComponent: ComponentType<{ error: unknown }>;
  /** The boundary starts over when any of these changes (the page's path). */
  resetKeys?: unknown[];
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
  /** The resetKeys of the last render. */
  keys?: unknown[];
}

const changed = (a: unknown[] = [], b: unknown[] = []) =>
  a.length !== b.length || a.some((key, i) => !Object.is(key, b[i]));

/**
 * What a render threw, shown by `FallbackComponent`: the few lines of react-error-boundary the app
 * used (its 1.3 KB sat in the sign-in page's first load, decision 020).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!changed(state.keys, props.resetKeys)) return null;
    return { failed: false, error: undefined, keys: props.resetKeys ?? [] };
  }

  override render() {
    const { FallbackComponent, children } = this.props;
    return this.state.failed ? <FallbackComponent error={this.state.error} /> : children;
  }
}
