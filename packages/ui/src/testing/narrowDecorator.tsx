import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

/** For a screen's "narrow" story: the width of a phone held upright, in one place. */
export const narrowDecorator: Decorator = (Story) => (
  <Narrow>
    <Story />
  </Narrow>
);

/** For a field's "narrow" story: the column a field gets in a form on that phone. */
export const narrowFieldDecorator: Decorator = (Story) => (
  <NarrowField>
    <Story />
  </NarrowField>
);

/** For a primitive's "narrow" story: the `maxWidth` (a CSS length) its container leaves it. */
export function narrowTo(maxWidth: string): Decorator {
  return (Story) => (
    <NarrowTo $maxWidth={maxWidth}>
      <Story />
    </NarrowTo>
  );
}

const Narrow = styled.div`
  max-width: 22rem;
`;

const NarrowField = styled.div`
  max-width: 16rem;
`;

const NarrowTo = styled.div<{ $maxWidth: string }>`
  max-width: ${({ $maxWidth }) => $maxWidth};
`;
