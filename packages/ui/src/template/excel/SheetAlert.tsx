import styled from 'styled-components';
import { color, radii, space } from '../../theme';

/** A refusal or failure of the excel and zip pages, announced where it happened. */
export function SheetAlert({ message }: { message: string | null }) {
  return message ? <Root role="alert">{message}</Root> : null;
}

const Root = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
  overflow-wrap: anywhere;
`;
