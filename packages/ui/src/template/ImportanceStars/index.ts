export { ImportanceStars, type ImportanceStarsProps } from './ImportanceStars';
