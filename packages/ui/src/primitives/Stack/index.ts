export { Stack, type StackProps } from './Stack';
export type { LayoutAlign, LayoutElement, SpaceToken } from './layoutProps';
