import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { useSubscribeNewsletter } from "./api/subscribe-newsletter";
import { emailFieldError, NEWSLETTER_OFFLINE_MESSAGE, newsletterErrorMessage } from "./newsletter-errors";

// The footer is on every page's first load, and zod is ~40 KB gzip: the shared schema is fetched when
// the visitor first focuses the field (or submits), not with the page. One field needs no form library.
type SchemaModule = typeof import("@shared/schemas/newsletter");
let schemaLoad: Promise<SchemaModule> | null = null;
function loadSignupSchema(): Promise<SchemaModule> {
  schemaLoad ??= import("@shared/schemas/newsletter").catch((error: unknown) => {
    schemaLoad = null; // let the next attempt try again
    throw error;
  });
  return schemaLoad;
}

// Light-on-dark: the footer is plum-black, so errors sit on a white pill to keep their contrast.
const alertClass = "mt-2 rounded-lg bg-white px-3 py-1.5 text-sm text-danger";

/**
 * The footer's newsletter sign-up. The success message takes the form's place in the same grid
 * cell (the form stays, invisible, holding its height), so nothing below it moves.
 */
export function NewsletterSignupForm() {
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const done = subscribe.isSuccess;
  // The button the visitor pressed disappears with the form: take focus to what replaced it.
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  function showFieldError(message: string) {
    setFieldError(message);
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setChecking(true);
    let schemas: SchemaModule;
    try {
      schemas = await loadSignupSchema();
    } catch {
      setFormError(NEWSLETTER_OFFLINE_MESSAGE);
      return;
    } finally {
      setChecking(false);
    }
    const parsed = schemas.newsletterSignupSchema.safeParse({ email });
    if (!parsed.success) return showFieldError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
    setFieldError(null);
    subscribe.mutate(parsed.data, {
      onError: (error) => {
        const message = emailFieldError(error);
        if (message) showFieldError(message);
        else setFormError(newsletterErrorMessage(error));
      },
    });
  }

  const pending = checking || subscribe.isPending;
  return (
    <div className="grid">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Newsletter sign-up"
        className={cn("[grid-area:1/1]", done && "invisible")}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-white">
          Email address
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            onFocus={() => void loadSignupSchema().catch(() => undefined)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline" disabled={pending} className="shrink-0 border-white">
            {pending ? "Signing up…" : "Sign up"}
          </Button>
        </div>
        {fieldError && (
          <p id={errorId} role="alert" className={alertClass}>
            {fieldError}
          </p>
        )}
        {formError && (
          <p role="alert" className={alertClass}>
            {formError}
          </p>
        )}
      </form>
      <div role="status" className="self-center [grid-area:1/1]">
        {done && (
          <p ref={successRef} tabIndex={-1} className="flex items-start gap-2 text-sm text-white">
            <CheckGlyph />
            <span>{subscribe.data.message}</span>
          </p>
        )}
      </div>
    </div>
  );
}

function CheckGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </svg>
  );
}
