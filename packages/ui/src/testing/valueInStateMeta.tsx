import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { useStateInStory } from './useStateInStory';

/**
 * For the meta of a controlled screen's stories (`value` + `onChange`): starts at `initial`
 * and keeps the value in state, as the app page does, so typing in a story changes what is
 * shown. A story's own `args.value` starts it elsewhere.
 */
export function valueInState<V, P extends { value: V; onChange: (value: V) => void }>(
  Screen: ComponentType<P>,
  initial: V,
) {
  return {
    args: { value: initial, onChange: fn() },
    render: function ValueInStateRender(args: P) {
      return <Screen {...useStateInStory(args, 'value')} />;
    },
  };
}
