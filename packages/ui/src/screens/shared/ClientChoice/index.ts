export {
  ClientChoice,
  chosenClientName,
  fixedClientChoice,
  type ClientChoiceProps,
  type ClientChoiceRow,
  type ClientChoiceSource,
  type ClientMatches,
} from './ClientChoice';
