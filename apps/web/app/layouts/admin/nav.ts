import {
  BookOpen,
  Briefcase,
  CalendarDays,
  FolderKanban,
  History,
  Handshake,
  Images,
  Inbox,
  LayoutDashboard,
  Library,
  Mail,
  Newspaper,
  Settings,
  Send,
  Signpost,
  Sigma,
  Trash2,
  Users,
  UsersRound,
  type LucideIcon,
  MailCheck,
} from 'lucide-react';
import { COLLECTION_KEYS, KINDS, collectionAdminPath, titleCase, type Role } from '@mnch/shared';
import { collectionIcon } from '../../features/admin/collections/collection-icons';
import { seesPersonalData } from '../../lib/session';

export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Extra words the "Jump to section" box matches. */
  keywords: string;
  adminOnly?: boolean;
  /** Holds visitors' personal data (messages, registrations): not for the viewer role (decision 33). */
  personalData?: boolean;
}

/** The back office's sections, in sidebar order (the content sections, then Inquiries and Trash). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, keywords: 'home overview statistics status' },
  { to: '/admin/users', label: 'Users', icon: Users, keywords: 'accounts staff roles', adminOnly: true },
  {
    to: '/admin/subscribers',
    label: 'Subscribers',
    icon: MailCheck,
    keywords: 'newsletter mailing list subscriptions unsubscribe export',
    personalData: true,
  },
  { to: '/admin/projects', label: 'Projects', icon: FolderKanban, keywords: 'research programmes' },
  { to: '/admin/articles', label: 'News & Articles', icon: Newspaper, keywords: 'blog posts stories' },
  { to: '/admin/newsletters', label: 'Newsletters', icon: Mail, keywords: 'issues' },
  { to: '/admin/publications', label: 'Publications', icon: BookOpen, keywords: 'papers reports policy briefs documents' },
  { to: '/admin/events', label: 'Events', icon: CalendarDays, keywords: 'conferences workshops webinars calendar' },
  { to: '/admin/gallery', label: 'Gallery', icon: Images, keywords: 'images photos pictures media' },
  { to: '/admin/media', label: 'Media library', icon: Library, keywords: 'files uploads images documents pictures alt text reuse' },
  { to: '/admin/jobs', label: 'Jobs', icon: Briefcase, keywords: 'careers vacancies positions openings' },
  { to: '/admin/team', label: 'Team', icon: UsersRound, keywords: 'people staff members photos order' },
  { to: '/admin/partners', label: 'Partners', icon: Handshake, keywords: 'organisations logos map carousel' },
  // Every collection (packages/shared/src/collections/define.ts), in the registry's order.
  ...COLLECTION_KEYS.map((key) => ({
    to: collectionAdminPath(KINDS[key]),
    label: titleCase(KINDS[key].section),
    icon: collectionIcon(key),
    keywords: KINDS[key].keywords ?? '',
  })),
  { to: '/admin/inquiries', label: 'Inquiries', icon: Inbox, keywords: 'messages contact notifications', personalData: true },
  // Deleted inquiries and events' registrations wait here too.
  { to: '/admin/trash', label: 'Trash', icon: Trash2, keywords: 'deleted bin recycle restore undo', personalData: true },
  {
    to: '/admin/settings',
    label: 'Site settings',
    icon: Settings,
    keywords: 'contact address phone email office hours map location social footer links',
    adminOnly: true,
  },
  { to: '/admin/figures', label: 'Figures', icon: Sigma, keywords: 'numbers counters statistics stats', adminOnly: true },
  {
    to: '/admin/audit-log',
    label: 'Audit log',
    icon: History,
    keywords: 'history activity changes who when sign-ins failed logins record',
    adminOnly: true,
  },
  {
    to: '/admin/redirects',
    label: 'Redirects',
    icon: Signpost,
    keywords: 'old addresses links slugs urls moved 301',
    adminOnly: true,
  },
  {
    to: '/admin/outbox',
    label: 'Outbox',
    icon: Send,
    keywords: 'mail email messages sent queued failed retry smtp password reset',
    adminOnly: true,
  },
];

/** May this role open the section? Admin-only ones are the admins'; a viewer has no personal-data one. */
export const mayOpen = (section: AdminSection, role: Role) =>
  (!section.adminOnly || role === 'admin') && (!section.personalData || seesPersonalData(role));

export function sectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => mayOpen(s, role));
}

/** Sections whose label or keywords contain every word of the query (case-insensitive). */
export function matchSections(sections: readonly AdminSection[], query: string): AdminSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((s) => {
    const haystack = `${s.label} ${s.keywords}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The section at a path that the role may not open, if any (the shell shows a notice instead). */
export function refusedSectionAt(pathname: string, role: Role): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SECTIONS.find((s) => !mayOpen(s, role) && (path === s.to || path.startsWith(`${s.to}/`)));
}

/** The title of the section a path belongs to (fallback when a route has no `handle.title`). */
export function sectionTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = [...ADMIN_SECTIONS].reverse().find((s) => path === s.to || path.startsWith(`${s.to}/`));
  return section?.label ?? 'Back office';
}
