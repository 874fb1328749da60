import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});
const DismissContext = createContext<() => void>(() => {});
// Radix's toast code loads with the first toast, keeping it out of every page's first download.
const ToastView = lazy(() => import("./toast-view"));

/** Shows one toast at a time (a new one replaces the current one). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback((toast: ToastMessage) => {
    setLoaded(true);
    setCurrent({ ...toast, key: Date.now() });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={show}>
      <DismissContext.Provider value={dismiss}>
        {children}
        {loaded && (
          <Suspense fallback={null}>
            <ToastView current={current} onClose={dismiss} />
          </Suspense>
        )}
      </DismissContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

/** Takes the current toast away (a toast about this page, when the page moves on to the next). */
export function useDismissToast() {
  return useContext(DismissContext);
}
