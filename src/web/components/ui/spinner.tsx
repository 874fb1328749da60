import { SpinnerIcon } from "./icons";

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-muted">
      <SpinnerIcon aria-hidden="true" className="h-6 w-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
