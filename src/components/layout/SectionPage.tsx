import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A host page's or console section's loading and error screens, inside the page's own chunk. Those
 * pages name only their component on the route: the guest's entry carries every route's definition,
 * so their pending and error screens as route options would ride in every guest's first load
 * (tests/unit/size-budget.test.ts).
 *
 * A new path (another record) starts the page afresh, so nothing typed for one record carries over to
 * the next. A new search on the same path (a grid's order, filter or page) keeps the page mounted:
 * remounting it would drop the keyboard's focus to the top of the document after every sort. Any new
 * address clears an error, so "clear the filters" after a refused filter shows the page again.
 */
export function SectionPage({
  loading,
  error,
  children,
}: {
  loading?: ReactNode;
  error: ComponentType<ErrorComponentProps>;
  children: ReactNode;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = useLocation({ select: (location) => location.href });
  return (
    <Boundary key={pathname} resetKey={href} fallback={error}>
      <Suspense fallback={loading ?? null}>{children}</Suspense>
    </Boundary>
  );
}

interface BoundaryProps {
  fallback: ComponentType<ErrorComponentProps>;
  /** The address the page shows; when it changes, an error shown for the old one is cleared. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <Fallback error={error} reset={() => this.setState({ error: null })} info={{ componentStack: '' }} />
    );
  }
}
