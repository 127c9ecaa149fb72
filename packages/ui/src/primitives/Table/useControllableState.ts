import { useCallback, useState } from 'react';

/**
 * State that the caller may own: with `value` given (anything but `undefined`) the
 * caller's value wins and changes only go out through `onChange`; without it the
 * component keeps its own state, starting at `defaultValue`.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set] as const;
}
