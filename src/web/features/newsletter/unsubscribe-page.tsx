import { NEWSLETTER_BAD_LINK_MESSAGE, newsletterUnsubscribeSchema } from "@shared/schemas/newsletter";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { useUnsubscribeNewsletter } from "./api/unsubscribe-newsletter";
import { isBrokenLink, newsletterErrorMessage } from "./newsletter-errors";

/**
 * /newsletter/unsubscribe?token=…, the link in every newsletter e-mail. Opening it changes nothing:
 * the visitor presses Unsubscribe (a POST), so a mail scanner following links cannot unsubscribe anyone.
 */
export function Component() {
  usePageTitle("Unsubscribe");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const linkLooksRight = newsletterUnsubscribeSchema.safeParse({ token }).success;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-center font-serif text-3xl text-ink">Unsubscribe from our newsletter</h1>
      <Card className="mt-6 p-5 sm:p-6">
        {linkLooksRight ? <ConfirmUnsubscribe token={token} /> : <BrokenLink message={NEWSLETTER_BAD_LINK_MESSAGE} />}
      </Card>
    </div>
  );
}

function ConfirmUnsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeNewsletter();
  if (unsubscribe.isSuccess) return <Unsubscribed message={unsubscribe.data.message} />;
  if (isBrokenLink(unsubscribe.error)) return <BrokenLink message={newsletterErrorMessage(unsubscribe.error)} />;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-ink">
        You'll stop getting our monthly letter of gift ideas and offers. Receipts and updates about gift subscriptions
        you have with us still arrive as usual.
      </p>
      {unsubscribe.isError && (
        <p role="alert" className="w-full rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {newsletterErrorMessage(unsubscribe.error)}
        </p>
      )}
      <Button
        onClick={() => unsubscribe.mutate({ token })}
        disabled={unsubscribe.isPending}
        className="w-full sm:w-auto"
      >
        {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
      </Button>
    </div>
  );
}

function Unsubscribed({ message }: { message: string }) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The pressed button is gone: move focus to the answer so keyboard and screen-reader users land on it.
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-leaf" />
      <p ref={messageRef} tabIndex={-1} role="status" className="text-ink">
        {message}
      </p>
      <p className="text-sm text-muted">Changed your mind? The sign-up form is at the bottom of every page.</p>
      <Button asChild variant="outline">
        <Link to="/">Back to the shop</Link>
      </Button>
    </div>
  );
}

function BrokenLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="text-danger">
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to="/story#contact">Contact us</Link>
      </Button>
    </div>
  );
}
