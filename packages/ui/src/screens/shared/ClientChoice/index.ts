export {
  ClientChoice,
  fixedClientChoice,
  type ClientChoiceProps,
  type ClientChoiceRow,
  type ClientChoiceSource,
  type ClientMatches,
} from './ClientChoice';
