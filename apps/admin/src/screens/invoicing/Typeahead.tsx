import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

export interface TypeaheadProps<T> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
  /** The suggestions for a text; asked after a short pause in typing. */
  search: (text: string) => Promise<readonly T[]>;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onPick: (option: T) => void;
  /** Fewer characters ask nothing (default 1). */
  minLength?: number;
}

/**
 * A text field with suggestions (ARIA combobox): typing asks `search`, the arrow keys walk the list,
 * Enter takes the marked suggestion, Escape closes. While the list is closed every key goes to the
 * field's own onKeyDown, so a line editor's Enter and arrow keys still move between cells.
 */
export function Typeahead<T>({
  value,
  onChange,
  search,
  optionKey,
  optionLabel,
  onPick,
  minLength = 1,
  onKeyDown,
  onBlur,
  ...inputProps
}: TypeaheadProps<T>) {
  const listId = useId();
  const [options, setOptions] = useState<readonly T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState<string | null>(null);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (asked === null) return;
    const text = asked.trim();
    if (text.length < minLength) {
      setOpen(false);
      return;
    }
    const call = (latest.current += 1);
    const timer = setTimeout(() => {
      search(text).then(
        (found) => {
          // A late answer for a field the person has already left opens nothing.
          if (call !== latest.current || window.document.activeElement !== input.current) return;
          setOptions(found);
          setActive(found.length > 0 ? 0 : -1);
          setOpen(found.length > 0);
        },
        () => setOpen(false),
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [asked, minLength, search]);

  function pick(option: T) {
    latest.current += 1;
    setOpen(false);
    setAsked(null);
    onPick(option);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (open && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        pick(options[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
    }
    onKeyDown?.(event);
  }

  return (
    <span className="admin-typeahead">
      <input
        {...inputProps}
        ref={input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setAsked(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          // A click on a suggestion lands before the list closes (mousedown keeps the focus).
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" className="admin-typeahead__list" hidden={!open}>
        {open &&
          options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {optionLabel(option)}
            </li>
          ))}
      </ul>
    </span>
  );
}
