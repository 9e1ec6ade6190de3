import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';
import { compareStoriesWithBaselines } from './visualBaselines.ts';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
// Opt-in until the pointer left over from the previous file stops hovering stories at random
// (two stories failed on it in a CI rehearsal): npm run visual:check, npm run visual:update.
if (import.meta.env.VITE_VISUAL_BASELINES === '1') compareStoriesWithBaselines();
