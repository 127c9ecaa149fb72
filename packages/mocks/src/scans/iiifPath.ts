/** Where the mock IIIF service answers; the demo's config.json names it (`scans`). */
export const DEMO_IIIF_PATH = '/iiif';
