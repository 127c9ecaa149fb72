import styled from 'styled-components';
import { color, radii, space } from '../../theme';

/** The whole window, its one panel centred: the product's demo sign-in and the template part's sign-in. */
export const SignInScreen = styled.main<{ $background?: string }>`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${space[6]} ${space[4]};
  background: ${(p) => p.$background ?? color.background};
`;

/** Why the person is (still) on the sign-in page: the failure, with its icon. */
export const SignInAlert = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
`;
