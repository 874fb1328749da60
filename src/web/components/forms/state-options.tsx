import { AUSTRALIAN_STATES } from "@shared/domain/australia";

/** A state select's options: a blank choice, then the eight states and territories. */
export function StateOptions({ placeholder = "Select state" }: { placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {AUSTRALIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
