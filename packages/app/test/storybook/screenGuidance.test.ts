// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStoryFiles } from '../../../../.storybook/storyIndex';
import { ROLE_LABELS } from '../../../ui/src/model/roles';

/**
 * Each product screen's docs page opens with its German guidance (`parameters.leitfaden`,
 * .storybook/docs/Guidance.tsx): what it is for, which roles see it by their navbar names, which
 * part of the specification it implements.
 */
const screens = readStoryFiles(process.cwd()).filter(
  (file) => file.path.startsWith('packages/ui/src/screens/') && file.title.startsWith('Screens/'),
);

describe('the screens’ guidance on their docs pages', () => {
  it('covers the product screens', () => {
    expect(screens.length).toBeGreaterThan(60);
  });

  it.each(screens.map((file) => [file.path, file] as const))('%s says what, who and where', (_, file) => {
    const guidance = file.guidance;
    expect(guidance, 'parameters.leitfaden on the meta').toBeDefined();
    expect(typeof guidance?.zweck === 'string' && guidance.zweck.length > 20).toBe(true);
    const roles = guidance?.rollen;
    expect(Array.isArray(roles) && roles.length > 0).toBe(true);
    for (const role of roles as string[]) expect(Object.values(ROLE_LABELS)).toContain(role);
    expect(guidance?.spezifikation).toMatch(/§\s?\d/);
  });
});
