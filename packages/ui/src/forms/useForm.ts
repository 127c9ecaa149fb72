/**
 * The one form engine (STYLE: "Forms have one engine", after Grafana's Forms/Form.tsx):
 * values, German messages at the field, focus on the first invalid field, one submit in
 * flight, the service's message at the form with what was typed kept, dirty tracking.
 *
 * Why our own hook and not react-hook-form: our fields are controlled primitives that
 * report values, not DOM events (TextField's `onChange(value)`, NumberField's
 * `onChange(number | null)` plus its own parse message through `onValidationChange`),
 * and two of our forms keep their draft above the form (the profile across its tabs).
 * react-hook-form is built around uncontrolled inputs and `register`; with these fields
 * every one would need a `Controller`, and its resolver and `setError` would still not
 * know our service errors. The rules below are the few we need, in about 200 lines, with
 * no dependency. Its two other modes build on it or beside it: rows (invoice positions,
 * useRows: one row edited at a time on this hook, changes shown ahead of the answer) and
 * save on commit (the map metadata, AutoSaveField: each field sends itself).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { TYPED_INPUT, describeServiceError, type ServiceProblem } from '../model/contract/errors';
import { useSingleFlight } from '../hooks/useSingleFlight';

/** A form's values: a plain object of its fields (an interface is fine). */
export type FormValues = object;
type Indexable = Record<string, unknown>;
/** One German message per field; keys of rows are paths (`positionen.2.menge`). */
export type FormErrors = Partial<Record<string, string>>;

export interface UseFormOptions<V extends FormValues> {
  /** The saved values: what "unchanged" means. When they change while the form holds no edits, the form shows them. */
  initialValues: V;
  /** Every message for these values; a field without a message is absent. */
  validate?: (values: V) => FormErrors;
  /** Sends the values. A rejection keeps them and shows the service's message at the form. */
  onSubmit: (values: V) => unknown;
  /** Equal as saved (default: every value `Object.is`, text compared trimmed). */
  isEqual?: (a: V, b: V) => boolean;
  /** Reports whether the form holds changes, so a page can warn before leaving. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** After a successful submit the sent values become the saved ones (default); `reset` starts empty again. */
  afterSubmit?: 'keep' | 'reset';
  /** Service columns that are named otherwise in the form (`{ email: 'mail' }`). */
  columnFields?: Readonly<Record<string, string>>;
  /**
   * What stood in the way when the service answers with a conflict (409) that no typed value
   * can cause (an offer converted into an invoice meanwhile): said instead of "enter another value".
   */
  conflict?: string;
  /**
   * Controlled: the values live with the caller (the georeferencing editor's draft point,
   * which clicks in the panes fill too); every change goes to `onValuesChange`.
   */
  values?: V;
  onValuesChange?: (values: V) => void;
}

export interface FieldBinding<T> {
  name: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface NumberFieldBinding<T> extends FieldBinding<T> {
  /** NumberField and YearField report their own parse message; while there is one, the form does not send. */
  onValidationChange: (message: string | null) => void;
}

export interface FormApi<V extends FormValues> {
  values: V;
  /** The messages shown now (after blur or a submit attempt). */
  errors: FormErrors;
  /** The service's answer to the last submit, in German with its own text as details. */
  submitError: ServiceProblem | null;
  isDirty: boolean;
  isSubmitting: boolean;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setValues: (update: (current: V) => V) => void;
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  numberField: <K extends keyof V & string>(name: K) => NumberFieldBinding<V[K]>;
  /** A ref for an input without a binding (a row's cell: `positionen.2.menge`), for the focus on submit. */
  refFor: (path: string) => (element: HTMLElement | null) => void;
  /** The `onSubmit` of the `<form>`: prevents the page load and submits once at a time. */
  handleSubmit: (event?: FormEvent) => void;
  /**
   * Submits as handleSubmit does and says whether the values were saved: false when a
   * message stopped them, the service refused (its message shows at the form) or a
   * submit was already under way. For an action that must save first (archive, print).
   */
  submit: () => Promise<boolean>;
  /** Back to the saved values (or to new ones, which become the saved ones). */
  reset: (values?: V) => void;
}

function defaultIsEqual(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => {
    const x = (a as Indexable)[key];
    const y = (b as Indexable)[key];
    if (typeof x === 'string' && typeof y === 'string') return x.trim() === y.trim();
    if (Array.isArray(x) && Array.isArray(y))
      return x.length === y.length && x.every((item, index) => JSON.stringify(item) === JSON.stringify(y[index]));
    return Object.is(x, y);
  });
}

/** The messages of `found` for the fields in `names` replace those in `shown`. */
function refresh(shown: FormErrors, found: FormErrors, names: Iterable<string>): FormErrors {
  const next = { ...shown };
  for (const name of names) {
    if (found[name]) next[name] = found[name];
    else delete next[name];
  }
  return next;
}

const fieldOf = (path: string) => path.split('.')[0] ?? path;

export function useForm<V extends FormValues>(options: UseFormOptions<V>): FormApi<V> {
  const { initialValues, validate, onSubmit, onDirtyChange, afterSubmit = 'keep', columnFields } = options;
  const isEqual = (options.isEqual ?? defaultIsEqual) as (a: V, b: V) => boolean;
  const [source, setSource] = useState(initialValues);
  const [saved, setSaved] = useState(initialValues);
  const [ownValues, setValuesState] = useState(initialValues);
  const values = options.values ?? ownValues;
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitError, setSubmitError] = useState<ServiceProblem | null>(null);
  // Fields whose own parse message (NumberField) stops a submit.
  const [ownErrors, setOwnErrors] = useState<FormErrors>({});
  const elements = useRef(new Map<string, HTMLElement>());

  // New saved values from outside (the service answered again) show only while the
  // person has nothing of their own in the form.
  if (!isEqual(initialValues, source)) {
    setSource(initialValues);
    setSaved(initialValues);
    if (isEqual(values, saved) && options.values === undefined) setValuesState(initialValues);
  }

  // Controlled values can change without the form (a click in the scan fills the draft
  // point): a message shown for a field is checked again then too.
  const [seenValues, setSeenValues] = useState(values);
  if (seenValues !== values) {
    setSeenValues(values);
    const open = Object.keys(errors);
    if (open.length > 0) setErrors(refresh(errors, validate ? validate(values) : {}, open));
  }

  const isDirty = !isEqual(values, saved);
  const reportDirty = useRef(onDirtyChange);
  useEffect(() => {
    reportDirty.current = onDirtyChange;
  });
  useEffect(() => reportDirty.current?.(isDirty), [isDirty]);

  const check = (next: V): FormErrors => (validate ? validate(next) : {});

  // The newest values, also between two changes in one event (a select that clears another field).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const show = (next: V) => {
    latest.current = next;
    if (options.values !== undefined) options.onValuesChange?.(next);
    else setValuesState(next);
  };

  const setValues = (update: (current: V) => V) => {
    const current = latest.current;
    const next = update(current);
    show(next);
    const changed = Object.keys(next).filter(
      (key) => !Object.is((next as Indexable)[key], (current as Indexable)[key]),
    );
    // A field that shows a message is checked again while the person corrects it.
    const open = Object.keys(errors).filter((path) => changed.includes(fieldOf(path)));
    if (open.length > 0) setErrors((shown) => refresh(shown, check(next), open));
    // The service's message about a column goes when the person edits that column.
    if (submitError && submitError.columns.length > 0) {
      const named = submitError.columns.map((column) => columnFields?.[column] ?? column);
      if (named.some((name) => changed.includes(name))) setSubmitError(null);
    }
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const focusFirst = (names: readonly string[]) => {
    const targets = names
      .map((name) => elements.current.get(name) ?? elements.current.get(fieldOf(name)))
      .filter((element): element is HTMLElement => element !== undefined);
    // Document order, so the first message the person reads is the field that gets focus.
    targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    targets[0]?.focus();
  };

  const submit = async () => {
    // A field's own parse message stops the submit; where the model has a rule for the
    // field too, the model's message says more ("Bitte die Breite in Pixeln eingeben.").
    const found = { ...Object.fromEntries(Object.entries(ownErrors).filter(([, m]) => m)), ...check(values) };
    setErrors(found);
    const invalid = Object.keys(found).filter((name) => found[name]);
    if (invalid.length > 0) {
      focusFirst(invalid);
      return false;
    }
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (cause) {
      setSubmitError(
        describeServiceError(cause, options.conflict === undefined ? TYPED_INPUT : { conflict: options.conflict }),
      );
      return false;
    }
    const next = afterSubmit === 'reset' ? source : values;
    setSaved(next);
    if (afterSubmit === 'reset') show(source);
    return true;
  };
  const { run, isPending } = useSingleFlight((report?: (saved: boolean) => void) =>
    submit().then((saved) => report?.(saved)),
  );

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    run();
  };

  const submitAndReport = () =>
    new Promise<boolean>((resolve) => {
      if (!run(resolve)) resolve(false);
    });

  const reset = (next?: V) => {
    if (next) setSaved(next);
    show(next ?? saved);
    setErrors({});
    setSubmitError(null);
  };

  /** A ref for the input of `path`, so a submit can focus it when it is the first invalid one. */
  const refFor = (path: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(path, element);
    else elements.current.delete(path);
  };

  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => setValue(name, value),
    onBlur: () => {
      // Checked on leaving the field once it was changed: tabbing through an empty
      // form does not fill it with messages.
      if (Object.is(values[name], saved[name]) && !(name in errors)) return;
      setErrors((shown) => refresh(shown, check(values), [name]));
    },
    ref: refFor(name),
  });

  const numberField = <K extends keyof V & string>(name: K): NumberFieldBinding<V[K]> => ({
    ...field(name),
    onValidationChange: (message) =>
      setOwnErrors((current) =>
        current[name] === (message ?? undefined) ? current : { ...current, [name]: message ?? undefined },
      ),
  });

  return {
    values,
    errors,
    submitError,
    isDirty,
    isSubmitting: isPending,
    setValue,
    setValues,
    field,
    numberField,
    refFor,
    handleSubmit,
    submit: submitAndReport,
    reset,
  };
}
