export { CountToScreen, type CountToScreenProps } from './CountToScreen';
export { countValueAt, easeOutExpo, formatCount, type CountFormat, type CountRun } from './countTo';
export { useCountTo, type CountStatus, type CountTo } from './useCountTo';
