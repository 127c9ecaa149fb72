export { TopProgressBar, type TopProgressBarProps } from './TopProgressBar';
