import { isIsoDate } from "@shared/domain/dates";
import { type KeyboardEvent, useRef, useState } from "react";
import { Input, Textarea } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { textValue } from "./fulfilment-rules";

const cellField = "h-9 min-h-9 px-2 py-1 text-sm";

/**
 * The draft of one inline cell: it follows the saved value whenever the server's value changes, and
 * `commit` sends the draft once (blur and Enter both commit; a second commit of the same draft is a no-op).
 * A refused save puts the old value back.
 */
function useCellDraft(
  saved: string,
  onSave: (draft: string) => Promise<boolean>,
  same: (a: string, b: string) => boolean,
) {
  const [draft, setDraft] = useState(saved);
  const [shownSaved, setShownSaved] = useState(saved);
  const [saving, setSaving] = useState(false);
  const sending = useRef<string | null>(null);
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setDraft(saved);
  }

  async function commit() {
    if (same(draft, saved) || sending.current === draft) return;
    const before = saved;
    sending.current = draft;
    setSaving(true);
    const ok = await onSave(draft);
    sending.current = null;
    setSaving(false);
    if (!ok) setDraft(before);
  }

  return { draft, setDraft, saving, commit, revert: () => setDraft(saved) };
}

interface TextCellProps {
  /** The accessible name, naming the order: "Notes for order 12". */
  label: string;
  value: string | null;
  maxLength: number;
  /** A two-line box where Shift+Enter starts a new line. */
  multiline?: boolean;
  onSave: (value: string | null) => Promise<boolean>;
  className?: string;
}

/** A text cell saved on blur or Enter (not on every keystroke); Escape puts the saved text back. */
export function TextCell({ label, value, maxLength, multiline, onSave, className }: TextCellProps) {
  const cell = useCellDraft(
    value ?? "",
    (draft) => onSave(textValue(draft)),
    (a, b) => textValue(a) === textValue(b),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void cell.commit();
    } else if (event.key === "Escape") {
      cell.revert();
    }
  };
  const shared = {
    "aria-label": label,
    "aria-busy": cell.saving || undefined,
    value: cell.draft,
    maxLength,
    onChange: (event: { target: { value: string } }) => cell.setDraft(event.target.value),
    onBlur: () => void cell.commit(),
    onKeyDown,
  };
  return multiline ? (
    <Textarea
      rows={1}
      className={cn("field-sizing-content min-h-9 max-h-40 px-2 py-1.5 text-sm", className)}
      {...shared}
    />
  ) : (
    <Input type="text" className={cn(cellField, className)} {...shared} />
  );
}

interface DateCellProps {
  label: string;
  value: string | null;
  onSave: (value: string | null) => Promise<boolean>;
  className?: string;
}

/** A date cell (the browser's date picker), saved on blur or Enter; cleared means no date. */
export function DateCell({ label, value, onSave, className }: DateCellProps) {
  const cell = useCellDraft(
    value ?? "",
    (draft) => onSave(draft || null),
    (a, b) => a === b || !(a === "" || isIsoDate(a)),
  );
  return (
    <Input
      type="date"
      aria-label={label}
      aria-busy={cell.saving || undefined}
      className={cn(cellField, "w-40", className)}
      value={cell.draft}
      onChange={(event) => cell.setDraft(event.target.value)}
      onBlur={() => void cell.commit()}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          void cell.commit();
        } else if (event.key === "Escape") {
          cell.revert();
        }
      }}
    />
  );
}
