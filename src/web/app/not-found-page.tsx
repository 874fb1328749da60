import { ArrowLeft, House } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { FlowerMark } from "../components/ui/flower-mark";
import { usePageTitle } from "../lib/use-page-title";

export function Component() {
  usePageTitle("404 - Page Not Found");
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <FlowerMark className="h-16 w-16 opacity-90" />
      <h1 className="mt-6 font-serif text-3xl text-ink sm:text-4xl">404 - Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        Sorry, the page you are looking for does not exist or may have been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Go Back
        </Button>
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" className="h-4 w-4" />
            Return Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
