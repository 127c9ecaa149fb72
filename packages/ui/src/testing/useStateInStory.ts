import { useState } from 'react';

/**
 * For the stories of a controlled field: the field's props with `props[key]` kept in state,
 * as a screen keeps it, and an `onChange` that sets it and still calls (and returns) the
 * story's own, so a play function can assert the calls and a switch gets its save back.
 */
export function useStateInStory<P extends { onChange?: unknown }, K extends keyof P>(props: P, key: K): P {
  const [value, setValue] = useState(props[key]);
  const onChange = props.onChange as ((next: P[K]) => unknown) | undefined;
  return {
    ...props,
    [key]: value,
    onChange: (next: P[K]) => {
      setValue(next);
      return onChange?.(next);
    },
  };
}
