/** Zoom and pan of the picture viewer: a scale of 1 to 4 and an offset that never leaves the picture far behind. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** How far (px per zoom step above 1) the picture may be moved off centre. */
const PAN_LIMIT = 200;

export function clampView(view: View): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale));
  const limit = (scale - 1) * PAN_LIMIT;
  const clamp = (value: number) => Math.min(limit, Math.max(-limit, value));
  // Back at full size the picture sits centred again.
  return { scale, x: scale === 1 ? 0 : clamp(view.x), y: scale === 1 ? 0 : clamp(view.y) };
}

export function zoomBy(view: View, factor: number): View {
  return clampView({ ...view, scale: Math.round(view.scale * factor * 100) / 100 });
}
