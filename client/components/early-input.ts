// What a visitor types or chooses before the page hydrates. A page is readable, and its fields editable,
// as soon as its HTML arrives, a moment before its scripts. React keeps such a value in the element when it
// hydrates, but the form's state still holds the server's (empty) one, and the control's next render would
// put that back: the visitor's input would vanish. Once mounted, a control hands the element's value to
// its change handler, as if it had been typed just then. A control mounted later (after an in-app link)
// starts with its state's value, so nothing happens there.
import { useEffect, useRef, type RefObject } from 'react';

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Choice = string | number;

/** A ref for a text control or a select whose value typed before hydration goes to `onChange`. */
export function useEarlyValue<E extends ValueElement>(value: string, onChange: (value: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const atMount = useRef({ value, onChange });
  useEffect(() => {
    const element = ref.current;
    if (element && element.value !== atMount.current.value) atMount.current.onChange(element.value);
  }, []);
  return ref;
}

/** The same for a checkbox with a ref of its own: a tick given before hydration goes to `onChange`. */
export function useEarlyChecked(ref: RefObject<HTMLInputElement | null>, checked: boolean, onChange: (checked: boolean) => void): void {
  const atMount = useRef({ checked, onChange });
  useEffect(() => {
    const element = ref.current;
    if (element && element.checked !== atMount.current.checked) atMount.current.onChange(element.checked);
  }, [ref]);
}

/**
 * The same for a group of radio buttons (a list's order, a document type), by a ref on the element around
 * them: a choice made before hydration goes to `onChange`, found among `options` by its value.
 */
export function useEarlyChoice<G extends HTMLElement, T extends Choice>(
  value: T,
  options: readonly T[],
  onChange: (value: T) => void,
): RefObject<G | null> {
  const ref = useRef<G>(null);
  const atMount = useRef({ value, options, onChange });
  useEffect(() => {
    const checked = ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const { value: stated, options: offered, onChange: change } = atMount.current;
    const chosen = offered.find((option) => String(option) === checked?.value);
    if (chosen !== undefined && chosen !== stated) change(chosen);
  }, []);
  return ref;
}
