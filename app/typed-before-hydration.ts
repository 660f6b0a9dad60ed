/**
 * What a visitor types or ticks in the server-rendered page before React has hydrated it. React
 * (and react-aria's fields) set their controlled fields back to their initial state while
 * hydrating, so a fast typist's e-mail and password vanished on a slow connection. The entry
 * notes such fields just before hydrating; the root replays them once hydrated, as input events,
 * so each field's own change handler takes the text.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; id: string; value: string } | { field: HTMLInputElement; id: string; checked: boolean };

const SKIPPED_TYPES = new Set(["hidden", "file", "submit", "button", "reset", "image"]);
let noted: Typed[] = [];

function changedSelect(select: HTMLSelectElement): boolean {
  return [...select.options].some((o) => o.selected !== o.defaultSelected);
}

/** Notes the fields whose value or tick differs from what the server rendered. */
export function noteTypedFields(root: ParentNode = document): void {
  noted = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    const { id } = field;
    if (field instanceof HTMLInputElement) {
      if (SKIPPED_TYPES.has(field.type)) continue;
      if (field.type === "checkbox" || field.type === "radio") {
        // A radio is replayed by the one chosen; the one it unchecked follows.
        const changed = field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked);
        if (changed) noted.push({ field, id, checked: field.checked });
      } else if (field.value !== field.defaultValue) noted.push({ field, id, value: field.value });
    } else if (field instanceof HTMLTextAreaElement ? field.value !== field.defaultValue : changedSelect(field)) {
      noted.push({ field, id, value: field.value });
    }
  }
}

/** The same field after hydration: the node itself, or (when React replaced it) the one with its id. */
function current(typed: Typed): Field | null {
  if (typed.field.isConnected) return typed.field;
  return typed.id ? (document.getElementById(typed.id) as Field | null) : null;
}

/** Sets the value through the field's own property, which React's value tracker watches. */
function setTrackedValue(field: Field, value: string): void {
  field.value = value;
}

/** Sets the value past React's tracker, so the input event that follows counts as a change. */
function setNativeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/** Gives the noted fields back their typed value or tick, through their change handlers. */
export function replayTypedFields(): void {
  const typed = noted;
  noted = [];
  for (const entry of typed) {
    const field = current(entry);
    if (!field || field.disabled) continue;
    if ("checked" in entry) {
      if (field instanceof HTMLInputElement && field.checked !== entry.checked) field.click();
      continue;
    }
    // Even when the text is still there: React puts its own value back on its next render.
    setTrackedValue(field, "");
    setNativeValue(field, entry.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}
