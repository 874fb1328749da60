import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { Footer } from "./footer";
import { Header } from "./header";
import { PageErrorBoundary } from "./page-error-boundary";
import { ScrollToTop } from "./scroll-to-top";

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page loads. */}
      <main id="main" className="min-h-screen flex-1">
        <PageErrorBoundary path={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
