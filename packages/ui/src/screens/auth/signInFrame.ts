import styled from 'styled-components';
import { color, fontSize, radii, shadows, space } from '../../theme';

/**
 * The whole window, its one panel centred: the product's demo sign-in, the template part's sign-in
 * and the pages instead of the app (StartupError, DemoInOtherTab).
 */
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

/**
 * The panel of a page shown instead of the app (StartupError, DemoInOtherTab): its icon in
 * `$iconColor`, a heading, sentences, a list or code, and an action.
 */
export const MessagePanel = styled.section<{ $iconColor: string }>`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[8]};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.md};
  color: ${color.text};
  > svg {
    color: ${(p) => p.$iconColor};
  }
  h1 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${space[5]};
    display: flex;
    flex-direction: column;
    gap: ${space[1]};
  }
  code {
    background: ${color.surfaceMuted};
    padding: 0 ${space[1]};
    border-radius: ${radii.sm};
  }
`;
