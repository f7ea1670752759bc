import { clsx } from 'clsx';
import { HeartPulse, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { site } from '../../content/site';
import { ROLE_LABELS, type StaffUser } from './guard';
import type { AdminSection } from './nav';

interface SidebarProps {
  id: string;
  sections: AdminSection[];
  user: StaffUser;
  /** Whether the overlay is open on narrow screens (the sidebar is always shown from the lg breakpoint). */
  open: boolean;
  onClose: () => void;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  /** The current "Jump to section" text, to explain an empty list. */
  query: string;
  /** Shown at the top of the overlay on small screens (the jump box). */
  top?: ReactNode;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/** The user's avatar, or their initials on a coloured disc when they have none (decorative: the name is shown or named nearby). */
export function UserAvatar({ user, className }: { user: StaffUser; className?: string }) {
  if (user.avatar) {
    return <img src={user.avatar} alt="" aria-hidden="true" className={clsx('shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span aria-hidden="true" className={clsx('flex shrink-0 items-center justify-center rounded-full font-semibold text-white', className)}>
      {initials(user.name)}
    </span>
  );
}

export function Sidebar({ id, sections, user, open, onClose, closeButtonRef, query, top }: SidebarProps) {
  return (
    <aside
      id={id}
      aria-label="Back office"
      className={clsx(
        'fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-brand-950 text-slate-100 shadow-xl duration-200 lg:w-64 lg:translate-x-0 lg:shadow-none',
        // Opening shows it at once (so focus can move in); closing hides it after the slide.
        open ? 'translate-x-0 transition-transform' : 'transition-[transform,visibility] max-lg:invisible max-lg:-translate-x-full',
      )}
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
          <HeartPulse aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-semibold text-white">{site.shortName}</p>
          <p className="text-xs text-slate-400">Back office</p>
        </div>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onClose}
          aria-label="Close navigation"
          className="ml-auto flex size-9 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {top ? <div className="border-b border-white/10 p-4 md:hidden">{top}</div> : null}

      <nav aria-label="Sections" className="flex-1 overflow-y-auto px-3 py-4">
        {sections.length > 0 ? (
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.to === '/admin'}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400',
                      isActive ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  <section.icon aria-hidden="true" className="size-5 shrink-0" />
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 py-2 text-sm text-slate-400">No section matches “{query}”.</p>
        )}
      </nav>

      <Link
        to="/admin/profile"
        title="Your profile"
        className="flex shrink-0 items-center gap-3 border-t border-white/10 px-5 py-4 hover:bg-white/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-inset"
      >
        <UserAvatar user={user} className="size-9 bg-brand-800 text-sm" />
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-medium text-white">{user.name}</p>
          <p className="text-xs text-slate-400">
            <span>{ROLE_LABELS[user.role]}</span> · <span className="underline underline-offset-2">Your profile</span>
          </p>
        </div>
      </Link>
    </aside>
  );
}
