import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/button";
import { FlowerMark } from "../components/ui/flower-mark";
import { usePageTitle } from "../lib/use-page-title";

type Props = { path: string; children: ReactNode };
type State = { failed: boolean; path: string };

/**
 * Catches a page that fails to load or draw (most often its chunk: a dropped connection, or a tab
 * opened before a new release replaced the files) so the shop keeps its header and footer and says
 * what to do, instead of going blank. Going to another page (`path` changes) clears the failure.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Only in the visitor's own console: nothing is sent anywhere.
    console.error("The page could not be shown", error, info.componentStack);
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  usePageTitle("Something went wrong");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" role="alert">
      <FlowerMark className="h-16 w-16 opacity-90" />
      <h1 className="mt-6 font-serif text-3xl text-ink sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">
        This page didn't load properly. Check your connection and try again; anything you had saved is safe.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload: it also fetches the newest release's files. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button variant="outline" asChild>
          <a href="/">Return Home</a>
        </Button>
      </div>
    </section>
  );
}
