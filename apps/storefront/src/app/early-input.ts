type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Sets a field's `value` or `checked` to what the visitor entered so that React notices: React's
 * value tracker (an own property of the field) learns the server's value, the element itself gets
 * the visitor's through the prototype's setter, so the event that follows reads as a change.
 */
function restore(
  field: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  entry: unknown,
) {
  const server = property === 'checked' ? !entry : (field as HTMLInputElement).defaultValue;
  (field as unknown as Record<string, unknown>)[property] = server;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, entry);
}

/** The field's entry if the visitor changed it from the server's markup, else null. */
function entered(field: Field): (() => void) | null {
  const fire = (type: 'input' | 'change' | 'click') =>
    field.dispatchEvent(new Event(type, { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    const selected = options.map((option) => option.selected);
    if (options.every((option, i) => selected[i] === option.defaultSelected)) return null;
    return () => {
      options.forEach((option, i) => (option.selected = selected[i]!));
      fire('change');
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked } = field;
    // Of a radio group only the newly ticked one reports, as the browser does.
    const changed =
      field.type === 'radio' ? checked && !field.defaultChecked : checked !== field.defaultChecked;
    return changed
      ? () => {
          restore(field, 'checked', checked);
          // React hears ticks by `click`; a plain Event (not a MouseEvent) does not tick the box again.
          fire('click');
          fire('change');
        }
      : null;
  }
  const { value } = field;
  if (field.type === 'file' || value === field.defaultValue) return null;
  return () => {
    restore(field, 'value', value);
    fire('input');
  };
}

/** What was entered, by field: replaying a field puts its entry back and tells its handler. */
export type EarlyInput = Map<Field, () => void>;

/**
 * Keeps what a visitor typed, picked or ticked in the server's markup before the client took it over.
 * Hydration starts each controlled field with its rendered value (and may reset the DOM to it), so the
 * screen's state would not know the input: a redeem button stays disabled, a form sends an empty field.
 * Capture a part of the page right before it hydrates (a later capture of a field replaces the
 * earlier one); once all of it has, `replayEarlyInput` restores each changed field and fires the
 * event its handler listens to.
 */
export function captureEarlyInput(root: ParentNode, into: EarlyInput = new Map()): EarlyInput {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const replay = entered(field);
    if (replay) into.set(field, replay);
  }
  return into;
}

/** Hands each captured entry to its field's handler. */
export function replayEarlyInput(input: EarlyInput): void {
  for (const replay of input.values()) replay();
}
