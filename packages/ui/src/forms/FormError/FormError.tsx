import styled from 'styled-components';
import type { ServiceProblem } from '../../model/contract/errors';
import { ServiceDetails } from '../../primitives/ServiceDetails';
import { color, fontWeights, radii, space } from '../../theme';

export interface FormErrorProps {
  /** What did not happen, e.g. "Ihr Profil wurde nicht gespeichert."; left out where a dialog's question already names the action. */
  title?: string;
  /** The form's `submitError`; nothing is shown without one. */
  problem: ServiceProblem | null;
  className?: string;
}

/** A save the service refused, as FormError shows it: what did not happen, and the one mapping's reading of why. */
export interface SaveFailure {
  title: string;
  problem: ServiceProblem;
}

/**
 * The one inline presentation of a failed save (architecture §6: a failed call shows the
 * service's message and keeps what the person typed), at the form, row list or control whose
 * save failed: what did not happen, what to do (the one mapping's German message) and the
 * service's own text as a details line. Saves without such a place get the write hook's message.
 */
export function FormError({ title, problem, className }: FormErrorProps) {
  if (!problem) return null;
  return (
    <Root role="alert" className={className}>
      {title ? <Title>{title} </Title> : null}
      {problem.message}
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
