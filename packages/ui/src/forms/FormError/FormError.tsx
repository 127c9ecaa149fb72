import styled from 'styled-components';
import type { ServiceProblem } from '../../model/contract/errors';
import { ServiceDetails } from '../../primitives/ServiceDetails';
import { color, fontWeights, radii, space } from '../../theme';

export interface FormErrorProps {
  /** What did not happen, e.g. "Ihr Profil wurde nicht gespeichert.". */
  title: string;
  /** The form's `submitError`; nothing is shown without one. */
  problem: ServiceProblem | null;
  className?: string;
}

/**
 * The service's answer to a submit, at the form (architecture §6: a failed call shows the
 * service's message and keeps what the person typed): what did not happen, what to do
 * (the one mapping's German message) and the service's own text as a details line.
 */
export function FormError({ title, problem, className }: FormErrorProps) {
  if (!problem) return null;
  return (
    <Root role="alert" className={className}>
      <Title>{title}</Title> {problem.message}
      <ServiceDetails details={problem.details} />
    </Root>
  );
}

const Root = styled.div`
  grid-column: 1 / -1;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-weight: ${fontWeights.semibold};
`;
