import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorPage } from "./error-page";

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches a render error anywhere in a page and shows a way out instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever debugs the report; nothing is sent anywhere.
    console.error("Unexpected application error", error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
