import { NestedScreen } from '@waldmonitor/ui/template';
import { useLocation } from 'react-router-dom';

/** The nested demo's entries by the last segment of their path: title and the menus above it. */
const NESTED: Record<string, { title: string; trail: string[] }> = {
  'menu1-1': { title: 'Menu 1-1', trail: ['Nested Routes', 'Menu 1'] },
  'menu1-2-1': { title: 'Menu 1-2-1', trail: ['Nested Routes', 'Menu 1', 'Menu 1-2'] },
  'menu1-2-2': { title: 'Menu 1-2-2', trail: ['Nested Routes', 'Menu 1', 'Menu 1-2'] },
  'menu1-3': { title: 'Menu 1-3', trail: ['Nested Routes', 'Menu 1'] },
  menu2: { title: 'Menu 2', trail: ['Nested Routes'] },
};

/**
 * Every leaf of /template/nested (menu1-1, menu1-2-1, menu1-2-2, menu1-3, menu2): the
 * entry is read from the view's own path, so one component serves all five routes.
 */
export function TemplateNestedPage() {
  const leaf = useLocation().pathname.split('/').at(-1) ?? '';
  const entry = NESTED[leaf] ?? { title: leaf, trail: ['Nested Routes'] };
  return <NestedScreen title={entry.title} trail={entry.trail} />;
}
