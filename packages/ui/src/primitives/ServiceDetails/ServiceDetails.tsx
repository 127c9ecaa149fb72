import styled from 'styled-components';
import { color, fontSize, space } from '../../theme';

export interface ServiceDetailsProps {
  /** The service's own text (`ServiceProblem.details`, `FailureMessage.details`); nothing is shown without it. */
  details: string | null | undefined;
  className?: string;
}

/**
 * The service's own text under a German failure message ("could not read block 4711 …"): a line of
 * its own, smaller and secondary, for support (architecture §6). Placed inside the failure's alert,
 * so a screen reader announces it with the message; a span, so it fits in a paragraph too.
 */
export function ServiceDetails({ details, className }: ServiceDetailsProps) {
  if (!details) return null;
  return <Details className={className}>Meldung des Dienstes: {details}</Details>;
}

const Details = styled.span`
  display: block;
  margin-top: ${space[1]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: normal;
  overflow-wrap: anywhere;
`;
