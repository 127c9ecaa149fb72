/**
 * The admin template's demo pages, English like the template: pure screens
 * the app's template part wires to the template mock API.
 */
export * from './ArticleEditorScreen';
export * from './ArticleListScreen';
export * from './AvatarUploadScreen';
export * from './BackToTopScreen';
export * from './ClipboardScreen';
export * from './Can';
export * from './CountToScreen';
export * from './DashboardScreen';
export * from './DirectiveScreen';
export * from './DocumentationScreen';
export * from './DropzoneScreen';
export * from './DragDialogScreen';
export * from './DragSelectScreen';
export * from './ErrorLogScreen';
export * from './GuideScreen';
export * from './I18nScreen';
export * from './IconsScreen';
export * from './ImportanceStars';
export * from './MixinScreen';
export * from './NestedScreen';
export * from './PdfScreen';
export * from './PermissionScreen';
export * from './RoleSwitch';
export * from './RolesScreen';
export * from './StickyScreen';
export * from './TabScreen';
export * from './TemplateSignIn';
export * from './ThemeScreen';
export * from './TodoList';
