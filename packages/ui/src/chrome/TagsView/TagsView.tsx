import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useChromeText } from '../../i18n';
import { tagFullPath, type TagView } from '../../model/tagsView';
import { Icon } from '../../primitives/Icon';
import { color, fontSize, layout, radii, shadows, space, transitions } from '../../theme';
import type { TagAction } from './TagContextMenu';
import { tagLabels } from './tagLabels';

/** The context menu loads when first opened: a page shows no menu yet. */
const TagContextMenu = lazyLoad(() => import('./TagContextMenu')).component((module) => module.TagContextMenu);

/** Loads the tags' context menu ahead of its first opening (with the other overlays, when the browser is idle). */
export const preloadTagContextMenu = TagContextMenu.preload;

export interface TagsViewProps {
  /** The tags in display order (affix first), from the tags view state. */
  views: readonly TagView[];
  activeKey: string | null;
  onRefresh: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
}

interface OpenMenu {
  key: string;
  position: { x: number; y: number };
}

/** The visited views as tags: links to each view, a close button, a context menu. */
export function TagsView({ views, activeKey, onRefresh, onClose, onCloseOthers, onCloseAll }: TagsViewProps) {
  const t = useChromeText();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const refocus = useRef<'menuTag' | 'activeTag' | null>(null);
  const lastMenuKey = useRef<string | null>(null);
  const labels = useMemo(() => tagLabels(views), [views]);
  const menuView = menu ? views.find((v) => v.key === menu.key) : undefined;

  // The active tag is scrolled into view (horizontally only: the page stays put).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const tag = scroller?.querySelector<HTMLElement>(`[data-tag-key="${CSS.escape(activeKey ?? '')}"]`);
    if (!scroller || !tag) return;
    if (tag.offsetLeft < scroller.scrollLeft) scroller.scrollLeft = tag.offsetLeft;
    else if (tag.offsetLeft + tag.offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = tag.offsetLeft + tag.offsetWidth - scroller.clientWidth;
    }
  }, [activeKey, views]);

  // The mouse wheel scrolls the bar sideways; a passive React listener could not stop the page scrolling.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onWheel = (event: WheelEvent) => {
      if (scroller.scrollWidth <= scroller.clientWidth || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      scroller.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, []);

  // After the menu closes, focus goes back to its tag, or to the active one when its tag is gone.
  useEffect(() => {
    if (!refocus.current || menu) return;
    const scroller = scrollerRef.current;
    const linkOf = (key: string | null | undefined) =>
      key ? scroller?.querySelector<HTMLElement>(`[data-tag-key="${CSS.escape(key)}"] a`) : null;
    (linkOf(refocus.current === 'menuTag' ? lastMenuKey.current : null) ?? linkOf(activeKey))?.focus();
    refocus.current = null;
  });

  const openMenu = (key: string, position: OpenMenu['position']) => {
    lastMenuKey.current = key;
    setMenu({ key, position });
  };

  const dismiss = useCallback((returnFocus: boolean) => {
    if (returnFocus) refocus.current = 'menuTag';
    setMenu(null);
  }, []);

  const runAction = (action: TagAction) => {
    if (!menu) return;
    const key = menu.key;
    refocus.current = action === 'refresh' ? 'menuTag' : 'activeTag';
    setMenu(null);
    if (action === 'refresh') onRefresh(key);
    else if (action === 'close') onClose(key);
    else if (action === 'closeOthers') onCloseOthers(key);
    else onCloseAll();
  };

  const onTagKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, key: string) => {
    // Shift+F10 and the ContextMenu key open the menu from the keyboard.
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const rect = event.currentTarget.getBoundingClientRect();
      openMenu(key, { x: rect.left, y: rect.bottom });
    }
  };

  const onTagAuxClick = (event: MouseEvent, view: TagView) => {
    if (event.button !== 1) return;
    event.preventDefault();
    if (!view.affix) onClose(view.key);
  };

  return (
    <Bar aria-label={t('tags.bar')}>
      <Scroller ref={scrollerRef}>
        <List>
          {views.map((view) => {
            const isActive = view.key === activeKey;
            const label = labels.get(view.key) ?? view.title;
            return (
              <Tag
                key={view.key}
                data-tag-key={view.key}
                $isActive={isActive}
                // Middle click closes; pressing the middle button must not start auto-scrolling.
                onMouseDown={(event) => event.button === 1 && event.preventDefault()}
                onAuxClick={(event) => onTagAuxClick(event, view)}
                onContextMenu={(event) => {
                  event.preventDefault();
                  openMenu(view.key, { x: event.clientX, y: event.clientY });
                }}
              >
                <TagLink
                  to={tagFullPath(view)}
                  // A long title (a record's name, a pasted search) is cut with an ellipsis; the tooltip has it whole.
                  title={label}
                  aria-current={isActive ? 'page' : undefined}
                  aria-haspopup="menu"
                  onKeyDown={(event) => onTagKeyDown(event, view.key)}
                >
                  {isActive ? <Dot aria-hidden="true" /> : null}
                  <Label>{label}</Label>
                </TagLink>
                {view.affix ? null : (
                  <CloseButton
                    type="button"
                    aria-label={t('tags.closeTag', { tag: label })}
                    onClick={() => onClose(view.key)}
                  >
                    <Icon name="close" size="0.8em" />
                  </CloseButton>
                )}
              </Tag>
            );
          })}
        </List>
      </Scroller>
      {menu && menuView ? (
        <Suspense fallback={null}>
          <TagContextMenu
            tagLabel={labels.get(menuView.key) ?? menuView.title}
            position={menu.position}
            canClose={!menuView.affix}
            onAction={runAction}
            onDismiss={dismiss}
          />
        </Suspense>
      ) : null}
    </Bar>
  );
}

const Bar = styled.nav`
  height: ${layout.tagsViewHeight};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  box-shadow: ${shadows.sm};
`;

const Scroller = styled.div`
  position: relative;
  height: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  /* The wheel and the active-tag scrolling move the bar; a scrollbar would eat its height. */
  scrollbar-width: none;
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  height: 100%;
  margin: 0;
  padding: 0 ${space[3]};
  list-style: none;
  white-space: nowrap;
  width: max-content;
`;

const Tag = styled.li<{ $isActive: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  height: calc(${layout.tagsViewHeight} - ${space[2]});
  padding: 0 ${space[2]};
  border: 1px solid ${(p) => (p.$isActive ? color.primary : color.border)};
  border-radius: ${radii.sm};
  background: ${(p) => (p.$isActive ? color.primary : color.surface)};
  color: ${(p) => (p.$isActive ? color.textInverse : color.text)};
  font-size: ${fontSize.xs};
  transition: background ${transitions.fast};
`;

const TagLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-width: 0;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline-offset: 1px;
  }
`;

/** About thirty characters of a tag title; longer ones end in an ellipsis. */
const TAG_LABEL_MAX_WIDTH = '16em';

const Label = styled.span`
  max-width: ${TAG_LABEL_MAX_WIDTH};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Dot = styled.span`
  width: ${space[2]};
  height: ${space[2]};
  border-radius: ${radii.round};
  background: currentColor;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${space[0]};
  border: 0;
  border-radius: ${radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${color.borderStrong};
    color: ${color.textInverse};
  }
`;
