import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, space } from '../../theme';

/**
 * The layout EmptyState and ErrorState share: a centred icon circle, a title, text and
 * an action. Only the icon circle's tone differs.
 */
export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[4]};
  text-align: center;
  color: ${color.text};
`;

const tones = {
  neutral: { background: color.surfaceMuted, color: color.textSecondary },
  danger: { background: color.dangerBg, color: color.danger },
};

export const StateIcon = styled.span<{ $tone: keyof typeof tones }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${space[3]};
  border-radius: ${radii.round};
  background: ${(p) => tones[p.$tone].background};
  color: ${(p) => tones[p.$tone].color};
`;

export const StateTitle = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const StateAction = styled.div`
  margin-top: ${space[2]};
`;
