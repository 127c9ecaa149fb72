export { PublishedCount, type PublishedCountProps } from './PublishedCount';
