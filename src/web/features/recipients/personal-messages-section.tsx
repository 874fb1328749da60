import { CUSTOM_PROMPT, MESSAGE_PROMPTS } from "@shared/schemas/recipient";
import { MessageSquareHeart, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Select, Textarea } from "../../components/ui/input";
import { FormSection } from "./form-section";
import { canSaveMessage, type RecipientFormInput, toPersonalMessage } from "./recipient-form-rules";

export const EMPTY_MESSAGES_TEXT = "No messages yet — add a few words they'll find tucked into their gifts.";

/** Short notes tucked into their gifts: a composer (prompt + text) and the saved list. */
export function PersonalMessagesSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "personalMessages" });
  const [composing, setComposing] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const promptRef = useRef<HTMLSelectElement>(null);
  const canSave = canSaveMessage(prompt, text);

  // Opening the composer moves focus to its first control.
  useEffect(() => {
    if (composing) promptRef.current?.focus();
  }, [composing]);

  function closeComposer() {
    setComposing(false);
    setPrompt("");
    setText("");
  }

  function save() {
    if (!canSave) return;
    append(toPersonalMessage(prompt, text));
    setAnnouncement("Message saved");
    closeComposer();
    toggleRef.current?.focus();
  }

  function deleteAt(index: number) {
    remove(index);
    setAnnouncement("Message deleted");
    toggleRef.current?.focus();
  }

  const listError = errors.personalMessages?.message ?? errors.personalMessages?.root?.message;

  return (
    <FormSection
      legend="Personal messages"
      description="Write a few notes in your own words. We tuck one into each gift, with a matching card for special dates where we can."
    >
      {fields.length === 0 ? (
        <p className="rounded-xl bg-paper p-3 text-sm text-muted">{EMPTY_MESSAGES_TEXT}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Saved messages">
          {fields.map((field, index) => (
            <li key={field.id} className="flex items-start gap-3 rounded-xl border border-line bg-paper px-3 py-2">
              <MessageSquareHeart aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-plum" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-muted">{field.prompt || "Your own words"}</p>
                <p className="whitespace-pre-line break-words text-ink">{field.message}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete message ${index + 1}`}
                onClick={() => deleteAt(index)}
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Button
        ref={toggleRef}
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={composing}
        onClick={() => (composing ? closeComposer() : setComposing(true))}
      >
        {composing ? (
          "Cancel"
        ) : (
          <>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Message
          </>
        )}
      </Button>

      {composing && (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-3 sm:p-4">
          <Field label="Prompt">
            <Select ref={promptRef} value={prompt} onChange={(e) => setPrompt(e.target.value)}>
              <option value="">Choose a prompt</option>
              {MESSAGE_PROMPTS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
              <option value={CUSTOM_PROMPT}>Write your own</option>
            </Select>
          </Field>
          <Field label="Your message">
            <Textarea
              value={text}
              maxLength={1000}
              placeholder={prompt && prompt !== CUSTOM_PROMPT ? `${prompt}...` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <Button size="sm" className="self-start" disabled={!canSave} onClick={save}>
            Save Message
          </Button>
        </div>
      )}
    </FormSection>
  );
}
