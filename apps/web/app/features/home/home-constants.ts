import { MOBILE_BREAKPOINT_PX } from '@mnch/shared';

/** The home page's constants, in one place. */

/** Impact counter: one step every 20 ms, 100 steps of ceil(target / 100), once 30% of the section is visible. */
export const COUNTER_STEP_MS = 20;
export const COUNTER_STEPS = 100;
export const COUNTER_VISIBLE_THRESHOLD = 0.3;

/** Programme card descriptions: 100 characters under 768 px, else 150. */
export const PROGRAM_TEXT_BREAKPOINT_PX = MOBILE_BREAKPOINT_PX;
export const PROGRAM_TEXT_LIMIT = { narrow: 100, wide: 150 } as const;

export const CAROUSEL_AUTOPLAY_MS = 5000;

/** Facebook page plugin: give up waiting and show a plain link after 5 s. */
export const FACEBOOK_LOAD_TIMEOUT_MS = 5000;

/** How many latest articles the news section shows. */
export const LATEST_NEWS_COUNT = 3;
