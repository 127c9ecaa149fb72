import { ChromeLocaleProvider, ErrorPage } from '@waldmonitor/ui';
import {
  ClipboardScreen,
  DocumentationScreen,
  GuideScreen,
  IconsScreen,
  type GuideStep,
} from '@waldmonitor/ui/template';
import { TEMPLATE_BASE, TEMPLATE_HOME, TEMPLATE_REPOSITORY_URL } from '@waldmonitor/ui/model';

const DOCUMENTATION_LINKS = [
  { title: 'Source code', description: 'The admin template these pages follow.', to: TEMPLATE_REPOSITORY_URL },
  { title: 'Guide', description: 'A tour of the shell, step by step.', to: `${TEMPLATE_BASE}/guide/index` },
  {
    title: 'Permission',
    description: 'Switch the role and watch the menu change.',
    to: `${TEMPLATE_BASE}/permission/page`,
  },
  {
    title: 'Articles',
    description: 'A list with filters, and forms that keep a draft per article.',
    to: `${TEMPLATE_BASE}/example/list`,
  },
  {
    title: 'Nested Routes',
    description: 'Menus three levels deep that keep what you typed.',
    to: `${TEMPLATE_BASE}/nested/menu1/menu1-2/menu1-2-1`,
  },
  {
    title: 'Error Log',
    description: 'Errors of the pages, captured and listed.',
    to: `${TEMPLATE_BASE}/error-log/log`,
  },
];

/** The shell's parts by landmark, so the tour finds them whatever language the chrome speaks. */
const GUIDE_STEPS: GuideStep[] = [
  { title: 'Menu', text: 'The sidebar lists the pages your roles may open; groups fold open.', target: 'aside' },
  {
    title: 'Navbar',
    text: 'Fold the menu, search the pages, go fullscreen, change the size, or sign out.',
    target: 'header',
  },
  { title: 'Breadcrumb', text: 'Where you are, and the way back up.', target: 'header nav' },
  {
    title: 'Tags',
    text: 'Every page you open gets a tag and keeps its state until you close it.',
    target: '[data-tag-key]',
  },
  { title: 'Page', text: 'The page itself.', target: '#main-content' },
];

/** /template/documentation/index (pinned). */
export function TemplateDocumentationPage() {
  return <DocumentationScreen links={DOCUMENTATION_LINKS} />;
}

/** /template/guide/index (not cached). */
export function TemplateGuidePage() {
  return <GuideScreen steps={GUIDE_STEPS} />;
}

/** /template/error/401 and /template/401: the chrome's error page, in English as the whole template part. */
export function TemplateErrorPage401() {
  return (
    <ChromeLocaleProvider locale="en">
      <ErrorPage code={401} dashboardPath={TEMPLATE_HOME} />
    </ChromeLocaleProvider>
  );
}

/** /template/error/404 and /template/404. */
export function TemplateErrorPage404() {
  return (
    <ChromeLocaleProvider locale="en">
      <ErrorPage code={404} dashboardPath={TEMPLATE_HOME} />
    </ChromeLocaleProvider>
  );
}

/** /template/icon/index. */
export function TemplateIconsPage() {
  return <IconsScreen />;
}

/** /template/clipboard/index. */
export function TemplateClipboardPage() {
  return <ClipboardScreen />;
}
