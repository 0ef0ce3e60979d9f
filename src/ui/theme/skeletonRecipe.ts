import { defineRecipe } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';

/**
 * How long a loading indicator holds still (skeletons) or stays hidden (the page spinner) before it
 * moves. An endless animation has the compositor draw a new frame at every vsync, on the cores the
 * page is starting up on: in Lighthouse's traces of the category page, the GPU process's compositor
 * took 330 ms of CPU time in the first 2.5 s with the skeletons pulsing and the spinner turning, and
 * 112 ms with them still, and the page's own tasks ran longer for it (docs/BENCHMARK.md, 27 November,
 * late night). A screen that arrives within the second never needed one; a longer wait still gets a
 * moving one. index.html's shell spinner waits as long.
 */
export const LOADING_INDICATOR_DELAY = '1s';

/** Chakra's skeleton, its pulse held back by LOADING_INDICATOR_DELAY. */
const skeletonVariants = skeletonRecipe.variants!;
export const skeleton = defineRecipe({
  ...skeletonRecipe,
  variants: {
    ...skeletonVariants,
    // After the `animation` shorthand: in one rule, the later declaration wins.
    variant: { ...skeletonVariants.variant, pulse: { ...skeletonVariants.variant.pulse, animationDelay: LOADING_INDICATOR_DELAY } },
  },
});
