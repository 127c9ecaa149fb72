import styled from 'styled-components';
import { icons, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  /** Size in CSS units; defaults to 1em so the icon follows the text size. */
  size?: string;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive
   * technology (the control around it must carry the name).
   */
  title?: string;
  className?: string;
}

/**
 * One of the product's line icons (24 px grid, follows the text size). Decorative by default; give it a title
 * only when no text beside it says what it means. The names are listed on the foundations page.
 */
export function Icon({ name, size = '1em', title, className }: IconProps) {
  return (
    <Svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={icons[name]} />
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: -0.125em;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
