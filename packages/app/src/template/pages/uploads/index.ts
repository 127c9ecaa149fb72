/**
 * The split-pane, avatar-upload, dropzone and sticky demo pages: one lazy
 * chunk, with react-resizable-panels as its only library.
 */
export {
  TemplateAvatarUploadPage,
  TemplateDropzonePage,
  TemplateSplitPanePage,
  TemplateStickyPage,
} from './UploadPages';
