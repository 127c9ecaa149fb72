export {
  OpenItemsScreen,
  OPEN_ITEM_COLUMNS,
  OpenAmount,
  OverdueDays,
  type OpenItemsScreenProps,
} from './OpenItemsScreen';
