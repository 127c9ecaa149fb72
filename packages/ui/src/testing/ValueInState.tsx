import { useState, type ReactNode } from 'react';

/**
 * For the stories of a controlled screen (`value` + `onChange`): keeps the value in
 * state, as the app page does, so typing in a story changes what is shown.
 */
export function ValueInState<V>({
  initial,
  children,
}: {
  initial: V;
  children: (value: V, onChange: (value: V) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}
