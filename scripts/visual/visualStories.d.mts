/** scripts/visual/visualStories.mjs: which stories the visual check photographs, and how. */

/** An entry of the built Storybook's index.json, as far as the choice reads it. */
export interface IndexEntry {
  id: string;
  exportName: string;
  importPath: string;
  tags?: string[];
}

export interface Shot {
  size: number;
  theme: 'light' | 'dark';
}

export declare const SIZES: Record<390 | 800 | 1440, { width: number; height: number }>;
export declare const SIZE_PRESETS: Record<390 | 800 | 1440, string>;
export declare const REVIEW_NOW: string;
export declare function chooseVisualStories<Entry extends IndexEntry>(entries: Entry[]): Entry[];
export declare function shotsOf(entry: IndexEntry, storyViewport?: number): Shot[];
export declare function shotName(id: string, shot: Shot): string;

/** A plan of renders (scripts/visual/shoot.mjs): which stories, at which sizes, photographed or not. */
export interface RenderPlan {
  choose<Entry extends IndexEntry>(entries: Entry[]): Entry[];
  shotsOf(entry: IndexEntry, own?: { width: number; height: number }): Shot[];
  photograph: boolean;
}
export declare function screenPlaysPlan(): RenderPlan;
