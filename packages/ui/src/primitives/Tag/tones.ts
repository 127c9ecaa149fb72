import { color } from '../../theme';

/** The colour families of tags and badges. */
export type Tone = 'neutral' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export const tones: readonly Tone[] = ['neutral', 'primary', 'success', 'info', 'warning', 'danger'];

/**
 * Soft tone: tinted background and tone border with body text. Tone-coloured text on
 * the tint falls under 4.5:1 for success and for the theme colour, so the text stays dark.
 */
export const softTone: Record<Tone, { background: string; border: string }> = {
  neutral: { background: color.surfaceMuted, border: color.borderStrong },
  primary: { background: color.primarySoft, border: color.primary },
  success: { background: color.successBg, border: color.success },
  info: { background: color.infoBg, border: color.info },
  warning: { background: color.warningBg, border: color.warning },
  danger: { background: color.dangerBg, border: color.danger },
};

/** Solid tone: white text on the tone colour (every pair is at least 5:1). */
export const solidTone: Record<Tone, string> = {
  neutral: color.textSecondary,
  primary: color.primary,
  success: color.success,
  info: color.info,
  warning: color.warning,
  danger: color.danger,
};
