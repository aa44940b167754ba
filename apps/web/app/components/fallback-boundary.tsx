import { Component, type ReactNode } from "react";

interface Props {
  /** What to show instead, e.g. a plain link that needs no code. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part of a page from taking the whole page down when its chunk cannot be
 * downloaded: the part is replaced by its fallback, the rest of the page stays.
 */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
