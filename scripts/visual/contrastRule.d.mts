/** scripts/visual/contrastRule.mjs: axe's colour-contrast rule over a rendered story. */
import type axeCore from 'axe-core';

export interface A11yParameters {
  disable?: boolean;
  test?: string;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

export declare function contrastFailures(axe: typeof axeCore, a11y?: A11yParameters): Promise<string[]>;
