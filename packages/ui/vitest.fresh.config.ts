import { storybookProject } from './vitest.storybook.ts';

// The component tests and the story files that need a frame each (see vitest.storybook.ts).
export default storybookProject(false);
