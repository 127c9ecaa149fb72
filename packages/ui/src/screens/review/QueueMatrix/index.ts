export { QueueMatrix, type QueueMatrixProps } from './QueueMatrix';
