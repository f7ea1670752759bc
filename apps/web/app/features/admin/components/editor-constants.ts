/** Editing area height of the rich-text editor. */
export const EDITOR_HEIGHT_PX = 400;
/** What Tab inserts in the editor. */
export const TAB_SPACES = '    ';
