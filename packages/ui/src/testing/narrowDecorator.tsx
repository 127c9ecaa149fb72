import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

/** For a screen's "narrow" story: the width of a phone held upright, in one place. */
export const narrowDecorator: Decorator = (Story) => (
  <Narrow>
    <Story />
  </Narrow>
);

const Narrow = styled.div`
  max-width: 22rem;
`;
