import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The address shown; a new one clears the error so the shopper can navigate away. */
  location: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  location: string;
}

/** Keeps a failing screen (or a screen whose code could not be fetched) inside the shell. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
