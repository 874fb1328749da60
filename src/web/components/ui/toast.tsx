import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});
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
  return (
    <ToastContext.Provider value={show}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={() => setCurrent(null)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
