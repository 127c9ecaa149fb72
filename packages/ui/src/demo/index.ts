/**
 * The admin template's demo pages (issue 15), English like the template: pure screens
 * the app's template part wires to the template mock API.
 */
export * from './ArticleEditorScreen';
export * from './ArticleListScreen';
export * from './ClipboardScreen';
export * from './Can';
export * from './DashboardScreen';
export * from './DirectiveScreen';
export * from './DocumentationScreen';
export * from './ErrorLogScreen';
export * from './GuideScreen';
export * from './I18nScreen';
export * from './IconsScreen';
export * from './ImportanceStars';
export * from './NestedScreen';
export * from './PermissionScreen';
export * from './RoleSwitch';
export * from './RolesScreen';
export * from './TabScreen';
export * from './TemplateSignIn';
export * from './ThemeScreen';
export * from './TodoList';
