import type { LucideIcon } from 'lucide-react';

/** The opening of a public page: its document title and description, and its hero. */
export interface PageIntro {
  /** Short page name, used as "<name> | MNCH Centre". */
  name: string;
  /** Meta description (also the search snippet). */
  description: string;
  eyebrow?: string;
  heading: string;
  lead: string;
}

export interface Feature {
  icon?: LucideIcon;
  title: string;
  text: string;
  /** Optional link under the text. */
  link?: { label: string; to: string };
}
