import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A host page's or console section's loading and error screens, inside the page's own chunk. Those
 * pages name only their component on the route: the guest's entry carries every route's definition,
 * so their pending and error screens as route options would ride in every guest's first load
 * (tests/unit/size-budget.test.ts). A new address starts the page afresh after an error.
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
  const href = useLocation({ select: (location) => location.href });
  return (
    <Boundary key={href} fallback={error}>
      <Suspense fallback={loading ?? null}>{children}</Suspense>
    </Boundary>
  );
}

class Boundary extends Component<
  { fallback: ComponentType<ErrorComponentProps>; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
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
