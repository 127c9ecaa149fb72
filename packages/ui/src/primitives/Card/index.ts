export { Card, type CardPadding, type CardProps, type HeadingLevel } from './Card';
