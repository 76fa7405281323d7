// A form's state: its values, which fields the visitor has left (their errors show from then on), and a
// submit that shows every error and moves focus to the first invalid field. The rules are one function
// of the values, usually a zod schema through `schemaErrors`, so the browser and the server agree.
import { useCallback, useEffect, useId, useState } from 'react';
import * as z from 'zod/mini';
import { formIssues, type FieldIssue } from '../../../shared/forms/issues';

// The site's Content-Security-Policy forbids eval: without this zod probes for it with new Function(),
// which the browser refuses and reports as a policy violation on every form page.
z.config({ jitless: true });

export type FormErrors<F extends string> = Partial<Record<F, FieldIssue>>;

/**
 * The errors of a payload checked with `schema`, by form field: `fieldOf` names the form field of a
 * payload field where the two differ (the form keeps a category id, the payload sends its name).
 */
export function schemaErrors<F extends string>(
  schema: z.core.$ZodType,
  payload: unknown,
  fieldOf: Partial<Record<string, F>> = {},
): FormErrors<F> {
  const parsed = z.safeParse(schema, payload);
  if (parsed.success) return {};
  const errors: FormErrors<F> = {};
  for (const issue of formIssues(parsed.error)) {
    const field = (fieldOf[issue.field] ?? issue.field) as F;
    errors[field] ??= issue;
  }
  return errors;
}

export interface FormOptions<V> {
  initial: V;
  /** Every problem of the values, by field. */
  validate(values: V): FormErrors<keyof V & string>;
  /** The fields in the order the form shows them: the first invalid one takes focus on submit. */
  order: readonly (keyof V & string)[];
}

export function useForm<V extends object>({ initial, validate, order }: FormOptions<V>) {
  type Field = keyof V & string;
  const baseId = useId();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  // A submit that found errors asks for focus once the errors are on the page.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);

  // Only a field left (or a submit) shows an error, so a form nobody has touched yet, as it first renders
  // and hydrates, is not validated: that first pass would run every rule of the form for nothing.
  const all: FormErrors<Field> = touched.size > 0 ? validate(values) : {};
  const errors: FormErrors<Field> = {};
  for (const field of touched) if (all[field]) errors[field] = all[field];

  const id = useCallback((field: Field) => `${baseId}-${field}`, [baseId]);

  useEffect(() => {
    if (focusRequest) fieldControl(id(focusRequest.field))?.focus();
  }, [focusRequest, id]);

  useEffect(watchPresses, []);

  const setValue = useCallback(<K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const blur = (field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  return {
    values,
    /** The errors to show: those of the fields left or submitted. */
    errors,
    id,
    setValue,
    /** Replace the values by a function of them (a change that moves several fields at once). */
    update: setValues,
    /** The visitor left a field: its error shows from now on. */
    blur,
    /** The props of a field's control: id, value, error, change and blur. */
    bind: <K extends Field>(field: K) => ({
      id: id(field),
      value: values[field],
      error: errors[field],
      onChange: (value: V[K]) => setValue(field, value),
      // Left for the form's Submit button under a press (which focuses it first): the submit shows every
      // error in a moment. Shown now, a message of two lines would move the button down between the press
      // and the release, and the click would be lost. Left for it with Tab, the error shows at once.
      onBlur: (event?: { relatedTarget: EventTarget | null }) => {
        if (!leftForSubmit(event?.relatedTarget ?? null)) blur(field);
      },
    }),
    /** Show every error; true when there is none, otherwise focus goes to the first invalid field. */
    submit: (): boolean => {
      setTouched(new Set(order));
      const now = validate(values);
      const first = firstInvalidField(order, now);
      if (first) setFocusRequest({ field: first });
      return first === undefined && Object.keys(now).length === 0;
    },
    /** Back to `next` (the initial values by default) with no error showing. */
    reset: (next: V = initial) => {
      setValues(next);
      setTouched(new Set());
    },
    /**
     * A kept draft back in the form: it fills the fields that are still as they started; a field the visitor
     * has changed already (typed before the page was interactive) keeps what they typed.
     */
    restore: (draft: V) => {
      setValues((current) => {
        const next = { ...draft };
        for (const field of Object.keys(current) as Field[]) {
          if (JSON.stringify(current[field]) !== JSON.stringify(initial[field])) next[field] = current[field];
        }
        return next;
      });
    },
  };
}

/** The first field with a problem, in the form's order: where focus goes after a submit with errors. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, unknown>>): Field | undefined {
  return order.find((field) => errors[field]);
}

// What the pointer pressed last, forgotten at the next key: a press on a button focuses it before the
// click, a tap after the finger is lifted, and a key (Tab) moves focus with no press at all.
let pressed: EventTarget | null = null;
let watching = false;
function watchPresses(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('pointerdown', (event) => (pressed = event.target), true);
  document.addEventListener('keydown', () => (pressed = null), true);
}

/** Whether focus went to a submit button because the pointer pressed it. */
function leftForSubmit(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit' && pressed instanceof Node && target.contains(pressed);
}

/**
 * The control of the field with this id to put focus on: its element, or in a field of several controls
 * (the channel links: `id`, `id-1`, `id-2`…, in one group), the first one marked invalid.
 */
export function fieldControl(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element || element.getAttribute('aria-invalid') === 'true') return element;
  const group = element.closest('[role="group"]');
  return group?.querySelector<HTMLElement>(`[aria-invalid="true"][id^="${CSS.escape(id)}-"]`) ?? element;
}
