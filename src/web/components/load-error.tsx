import { isNetworkFailure, refusalReason } from "../lib/api";
import { Button } from "./ui/button";

interface LoadErrorProps {
  /** The screen's own failure message (the spec's words where it has them). */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A read that failed: the screen's message, the server's reason when it refused, and a retry. */
export function LoadError({ message, error, onRetry, retrying }: LoadErrorProps) {
  const detail = isNetworkFailure(error) ? "Check your connection and try again." : refusalReason(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-2xl border border-danger/30 bg-danger/5 px-4 py-6 text-center"
    >
      <p className="font-medium text-danger">{message}</p>
      {detail && detail !== message && <p className="text-sm text-ink">{detail}</p>}
      <Button variant="outline" size="sm" className="mt-1" onClick={onRetry} disabled={retrying}>
        {retrying ? "Trying again…" : "Try again"}
      </Button>
    </div>
  );
}
