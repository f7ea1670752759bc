/** Texts of the share menu (components/share-menu.tsx). */
export const shareCopy = {
  /** The list's name: "Share on" Email, WhatsApp, ... */
  targets: 'Share on',
  copyLink: 'Copy link',
  copied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  /** Shown without scripts, where the Copy link button would be. */
  copyNeedsScripts: 'Copying the link needs JavaScript, which is off in this browser: copy it from the address bar.',
  newTab: '(opens in a new tab)',
};
