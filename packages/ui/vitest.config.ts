import { storybookProject } from './vitest.storybook.ts';

// The stories in one frame they share; vitest.fresh.config.ts runs the rest (see vitest.storybook.ts).
export default storybookProject(true);
