import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, shadows, space, visuallyHidden } from '../../../../theme';

/**
 * The frame of a map view and the look of what leaflet draws in it. Leaflet writes its
 * own colours as SVG attributes; these class rules win over them, so the theme colour
 * and the palette reach the map through the CSS variables.
 */
export const PaneFrame = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  overflow: hidden;

  .leaflet-container {
    height: clamp(calc(${space[12]} * 6), 55vh, calc(${space[12]} * 14));
    background: ${color.surfaceMuted};
    font: inherit;
    cursor: crosshair;
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
  /* The keyboard's crosshair (Shift+arrows move the view under it, Enter sets a point there). */
  .leaflet-container:focus-visible::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    z-index: 800;
    width: ${space[8]};
    height: ${space[8]};
    translate: -50% -50%;
    background:
      linear-gradient(${color.focus}, ${color.focus}) center / 2px 100% no-repeat,
      linear-gradient(${color.focus}, ${color.focus}) center / 100% 2px no-repeat;
    pointer-events: none;
  }
  .leaflet-control-attribution {
    font-size: ${fontSize.xs};
  }

  /* The points are drawn on one canvas (GcpCanvasLayer); the container takes the pointer. */
  .wm-gcp-canvas {
    pointer-events: none;
  }
  .leaflet-container.wm-gcp-hover {
    cursor: grab;
  }
  .leaflet-container.wm-gcp-grabbing {
    cursor: grabbing;
  }
  /* The half-set new point, the one marker still a DOM element. */
  .wm-gcp {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 2px solid ${color.surface};
    border-radius: ${radii.round};
    box-shadow: ${shadows.md};
    color: ${color.textInverse};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeights.bold};
    line-height: 1;
  }
  .wm-gcp-draft {
    background: ${color.warning};
    cursor: default;
  }

  /* The mask: what it leaves out greyed, its edges dashed while it is drawn. */
  .wm-mask {
    stroke: ${color.warning};
    stroke-dasharray: ${space[2]} ${space[1]};
    fill: ${color.text};
    fill-opacity: 0.45;
    fill-rule: evenodd;
  }
  .wm-mask-drawing {
    stroke: ${color.warning};
    stroke-width: calc(${space[1]} / 2);
    stroke-dasharray: ${space[2]} ${space[1]};
    fill: none;
  }
  .wm-mask-vertex {
    stroke: ${color.surface};
    fill: ${color.warning};
    fill-opacity: 1;
  }
  .wm-footprint {
    stroke: ${color.primary};
    fill: ${color.primary};
    fill-opacity: 0.12;
  }
  .wm-bbox {
    stroke: ${color.info};
    stroke-dasharray: ${space[2]} ${space[1]};
    fill: none;
  }
  .wm-outline {
    stroke: ${color.borderStrong};
    fill: ${color.surface};
    fill-opacity: 1;
  }
  .wm-river {
    stroke: ${color.info};
    stroke-width: calc(${space[1]} / 2);
    fill: none;
    opacity: 0.7;
  }
  /* Labels of the offline background: sized by their text, centred on their place. */
  .wm-land,
  .wm-town {
    width: auto !important;
    height: auto !important;
    white-space: nowrap;
    transform-origin: center;
    translate: -50% -50%;
    pointer-events: none;
  }
  .wm-land {
    color: ${color.textSecondary};
    font-size: ${fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .wm-town {
    color: ${color.text};
    font-size: ${fontSize.xs};
  }
  .wm-town::before {
    content: '';
    display: inline-block;
    width: ${space[1]};
    height: ${space[1]};
    margin-right: ${space[1]};
    border-radius: ${radii.round};
    background: ${color.text};
    vertical-align: middle;
  }
  .wm-warp {
    pointer-events: none;
  }
`;

export const PaneHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-bottom: 1px solid ${color.border};
  font-size: ${fontSize.sm};
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0;
    color: ${color.textSecondary};
  }
`;

/** A sentence about the pane's source (no scan, offline background), across the header's width. */
export const PaneNotice = styled.p<{ $tone: 'info' | 'danger' }>`
  flex-basis: 100%;
  margin: 0;
  padding: ${space[1]} ${space[2]};
  border-left: 3px solid ${({ $tone }) => ($tone === 'danger' ? color.danger : color.info)};
  background: ${({ $tone }) => ($tone === 'danger' ? color.dangerBg : color.infoBg)};
`;

/** The pane's words for a screen reader: where the keyboard's crosshair is, what Enter set. */
export const Announce = styled.p`
  ${visuallyHidden}
`;
