export {
  FULLSCREEN_LABELS,
  FullscreenToggle,
  useFullscreen,
  type FullscreenToggleLabels,
  type FullscreenToggleProps,
} from './FullscreenToggle';
