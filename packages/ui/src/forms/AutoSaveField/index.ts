export { AutoSaveField, type AutoSaveControl, type AutoSaveFieldProps } from './AutoSaveField';
export { AutoNumber, AutoSelect, AutoSwitch, AutoText, AutoTextarea, type AutoProps } from './autoSaveControls';
