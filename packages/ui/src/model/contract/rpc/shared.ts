/** The params of a remote procedure that the spec lists without payload fields. */
export type NoParams = Record<string, never>;
