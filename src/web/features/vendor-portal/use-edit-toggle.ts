import { useEffect, useRef, useState } from "react";

/** An inline edit that, once closed, puts focus back on the button that opened it. */
export function useEditToggle() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return {
    editing,
    editButton,
    openEdit: () => setEditing(true),
    closeEdit: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}
