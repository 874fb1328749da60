import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's field errors on the fields the form has (named through `rename` where the
 * server's name differs), focusing the first one. Returns whether a field was marked.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string>,
  formFields: ReadonlySet<string>,
  rename: (name: string) => string = (name) => name,
): boolean {
  let focused = false;
  for (const [name, message] of Object.entries(fieldErrors)) {
    const field = rename(name);
    if (!formFields.has(field)) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}
