import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { useToast } from "./ui/toast";

export const NOT_AUTHENTICATED_MESSAGE = "User not authenticated. Please sign in again.";

/** The toast a form shows when it refuses to save without a signed-in user (spec §8). */
export function useNotAuthenticatedToast() {
  const toast = useToast();
  return () => toast({ title: "Error", description: NOT_AUTHENTICATED_MESSAGE, variant: "destructive" });
}

/** Shown instead of a form when nobody is signed in: the spec's message and a way back to sign in. */
export function NotSignedInNotice({ title }: { title: string }) {
  const showToast = useNotAuthenticatedToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showToast();
  }, [showToast]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <h1 className="font-serif text-2xl text-ink">{title}</h1>
        <p role="alert" className="text-ink">
          {NOT_AUTHENTICATED_MESSAGE}
        </p>
        <Button asChild>
          <Link to="/account">
            <LogIn aria-hidden="true" className="h-4 w-4" />
            Sign in
          </Link>
        </Button>
      </Card>
    </div>
  );
}
