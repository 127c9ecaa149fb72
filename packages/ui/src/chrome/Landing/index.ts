export { Landing, type LandingProps } from './Landing';
