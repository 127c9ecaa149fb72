export { Sidebar, type SidebarProps } from './Sidebar';
export { BECOME_EXPERT_PATH } from './SidebarPanel';
export { activeMenuPath, buildMenu, isExternalPath, type MenuEntry } from './menuModel';
