export { AvatarUploadScreen, type AvatarUploadScreenProps } from './AvatarUploadScreen';
export { AVATAR_SIZE } from './CropDialog';
