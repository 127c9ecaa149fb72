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
 * A preview is as tall as its state needs up to a window's height and a half, and scrolls
 * beyond: six whole screens (an invoice with its positions and totals is 2,000 px) made pages of
 * 12,000 px; so a page stays under about 8,000 px and each preview shows its state's top.
 */
const PREVIEW_MAX_HEIGHT = '75rem';
const previewCss = `.docs-story > div:first-child { max-height: ${PREVIEW_MAX_HEIGHT}; overflow: auto; }`;

type PreparedStory = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

/**
 * The docs page of every component (`parameters.docs.page` in preview.tsx), in place of
 * Storybook's, which renders every story of the file live and the first one twice: the title,
 * the German guidance (`parameters.leitfaden`: what it is for, who sees it, where the
 * specification says so, do and don't), the component's description, the first story with its
 * controls, then the other states: the first ones live, each further one as its name and
 * description with "Vorschau zeigen" and a link that opens it on its own (its play then runs to
 * its end there).
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
      {stories.length > 0 ? <Controls /> : null}
      {others.length > 0 ? <h2 className="sbdocs sbdocs-h2">Zustände</h2> : null}
      {others.map((story, index) =>
        index < LIVE_PREVIEWS - 1 ? (
          <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
        ) : (
          <OnDemandStory key={story.id} story={story} />
        ),
      )}
    </>
  );
}

/** A state beyond the page's live previews: named and described, rendered when asked for. */
function OnDemandStory({ story }: { story: PreparedStory }) {
  const [shown, setShown] = useState(false);
  if (shown) return <DocsStory of={story.moduleExport} expanded __forceInitialArgs />;
  return (
    <section aria-labelledby={`${story.id}--name`} className="sb-unstyled" style={onDemandStyle}>
      <h3 id={`${story.id}--name`} style={{ margin: 0, fontSize: '16px' }}>
        {story.name}
      </h3>
      <Description of={story.moduleExport} />
      <p style={{ display: 'flex', gap: '12px', margin: 0 }}>
        <button type="button" onClick={() => setShown(true)}>
          Vorschau zeigen
        </button>
        <a href={`./?path=/story/${story.id}`} target="_top">
          Einzeln öffnen
        </a>
      </p>
    </section>
  );
}

const onDemandStyle = {
  display: 'grid',
  gap: '8px',
  margin: '24px 0',
  padding: '16px',
  border: '1px solid rgba(0, 0, 0, 0.1)',
  borderRadius: '4px',
};
