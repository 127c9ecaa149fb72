import {
  Controls,
  DocsContext,
  DocsStory,
  Description,
  Primary,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, useState } from 'react';
import { Guidance, type GuidanceParameters } from './Guidance';

/**
 * Live previews a docs page renders at most, the first story's included: each is a whole
 * screen (a connected one a frame of its own with a database), and a page of nineteen editors
 * was 40,000 px tall and took seconds to settle. The other states open on demand.
 */
export const LIVE_PREVIEWS = 6;

/**
 * A preview is as tall as its state needs up to most of a window's height, and scrolls beyond:
 * six whole screens (an invoice with its positions and totals is 2,000 px) made pages of
 * 12,000–13,600 px; so a page stays under about 8,000 px and each preview shows its state's top.
 */
const PREVIEW_MAX_HEIGHT = '48rem';
const previewCss = `.docs-story > div:first-child { max-height: ${PREVIEW_MAX_HEIGHT}; overflow: auto; }`;

type PreparedStory = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

/**
 * The docs page of every component (`parameters.docs.page` in preview.tsx), in place of
 * Storybook's, which renders every story of the file live and the first one twice: the title,
 * the German guidance (`parameters.leitfaden`: what it is for, who sees it, where the
 * specification says so, do and don't), the component's description, the first story with its
 * controls (closed), then the other states: the first ones live, each further one a line with
 * its name and description, "Vorschau zeigen" and a link that opens it on its own (its play then
 * runs to its end there).
 */
export function ScreenDocsPage() {
  const { componentStories } = useContext(DocsContext);
  const { preparedMeta } = useOf('meta', ['meta']);
  // As Storybook's Stories block: the stories tagged for the docs page, none that mounts itself.
  const stories = componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const guidance = preparedMeta.parameters.leitfaden as GuidanceParameters | undefined;
  const [, ...others] = stories;
  return (
    <>
      <style>{previewCss}</style>
      <Title />
      <Subtitle />
      {guidance ? <Guidance {...guidance} /> : null}
      <Description of="meta" />
      {stories.length > 0 ? <Primary /> : null}
      {stories.length > 0 ? (
        // Closed: a screen's props table runs to a few hundred pixels a row of data props, and
        // the canvas's Controls panel has the same for the story shown.
        <details>
          <summary>Eigenschaften (Controls)</summary>
          <Controls />
        </details>
      ) : null}
      {others.length > 0 ? <h2 className="sbdocs sbdocs-h2">Zustände</h2> : null}
      {others.slice(0, LIVE_PREVIEWS - 1).map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
      ))}
      {others.length >= LIVE_PREVIEWS ? (
        <>
          <h3 className="sbdocs sbdocs-h3">Weitere Zustände</h3>
          <ul className="sb-unstyled" style={onDemandListStyle}>
            {others.slice(LIVE_PREVIEWS - 1).map((story) => (
              <OnDemandStory key={story.id} story={story} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A state beyond the page's live previews: named and described, rendered when asked for. */
function OnDemandStory({ story }: { story: PreparedStory }) {
  const [shown, setShown] = useState(false);
  return (
    <li style={onDemandStyle}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '12px' }}>
        <strong id={`${story.id}--name`}>{story.name}</strong>
        <button type="button" aria-describedby={`${story.id}--name`} onClick={() => setShown(!shown)}>
          {shown ? 'Vorschau schließen' : 'Vorschau zeigen'}
        </button>
        <a href={`./?path=/story/${story.id}`} target="_top" aria-describedby={`${story.id}--name`}>
          Einzeln öffnen
        </a>
      </div>
      {story.parameters.docs?.description?.story ? (
        <div style={{ fontSize: '13px' }}>
          <Description of={story.moduleExport} />
        </div>
      ) : null}
      {shown ? <DocsStory of={story.moduleExport} expanded={false} __forceInitialArgs /> : null}
    </li>
  );
}

const onDemandListStyle = { listStyle: 'none', margin: '8px 0 24px', padding: 0 };

const onDemandStyle = {
  display: 'grid',
  gap: '4px',
  padding: '8px 0',
  borderTop: '1px solid rgba(0, 0, 0, 0.1)',
};
