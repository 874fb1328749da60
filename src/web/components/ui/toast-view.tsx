import { Toast as RadixToast } from "radix-ui";
import { cn } from "../../lib/cn";
import type { ToastMessage } from "./toast";

interface ToastViewProps {
  current: (ToastMessage & { key: number }) | null;
  onClose: () => void;
}

/** The Radix toast region: 5 s by default, swipe right 50 px, F8 focuses it. Loaded with the first toast. */
export default function ToastView({ current, onClose }: ToastViewProps) {
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000}>
      {current && (
        <RadixToast.Root
          key={current.key}
          duration={current.duration}
          onOpenChange={(open) => !open && onClose()}
          className={cn(
            "rounded-xl border p-4 shadow-lg",
            current.variant === "destructive" ? "border-danger bg-danger text-white" : "border-line bg-white text-ink",
          )}
        >
          <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
          {current.description && (
            <RadixToast.Description className="mt-1 text-sm">{current.description}</RadixToast.Description>
          )}
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed top-0 right-0 z-50 m-4 flex w-[min(100vw-2rem,24rem)] flex-col gap-2 outline-none sm:top-auto sm:bottom-0" />
    </RadixToast.Provider>
  );
}
