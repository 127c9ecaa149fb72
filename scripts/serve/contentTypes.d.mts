/** scripts/serve/contentTypes.mjs: the content type of a built file by its extension (`.js`). */
export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
