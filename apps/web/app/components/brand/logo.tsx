import { clsx } from 'clsx';
import { site } from '../../content/site';

/** The centre's mark: a mother holding a child, in a rounded square. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={clsx('shrink-0', className)}>
      <rect width="40" height="40" rx="11" fill="#187c4b" />
      <rect x="0.5" y="0.5" width="39" height="39" rx="10.5" fill="none" stroke="#ffffff" strokeOpacity="0.25" />
      <circle cx="15.5" cy="11.5" r="4.25" fill="#ffffff" />
      <path d="M8.5 31.5c0-7.6 3.2-13 7.6-13 3.3 0 5.9 2.6 7.2 6.4" fill="none" stroke="#ffffff" strokeWidth="3.6" strokeLinecap="round" />
      <circle cx="26.5" cy="23.5" r="3.3" fill="#f5b731" />
      <path d="M20.8 32.2c1.1-2.8 3.2-4.3 5.7-4.3s4.6 1.5 5.7 4.3" fill="none" stroke="#f5b731" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

interface LogoLockupProps {
  /** 'light' text for dark backgrounds, 'dark' text for light ones. */
  tone?: 'light' | 'dark';
  /** In the header: the short name and no tagline between 1024 and 1280 px, where the menu needs the room. */
  condensed?: boolean;
  className?: string;
}

/** Mark plus name. */
export function LogoLockup({ tone = 'light', condensed = false, className }: LogoLockupProps) {
  const nameClass = clsx('whitespace-nowrap text-base font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-slate-900');
  return (
    <span className={clsx('flex items-center gap-3', className)}>
      <LogoMark className="size-10" />
      <span className="flex flex-col leading-tight">
        <span className={clsx(nameClass, condensed && 'lg:hidden xl:inline')}>{site.name}</span>
        {condensed ? <span className={clsx(nameClass, 'hidden lg:inline xl:hidden')}>{site.shortName}</span> : null}
        <span
          className={clsx(
            'whitespace-nowrap text-xs font-medium',
            tone === 'light' ? 'text-brand-100' : 'text-brand-700',
            condensed && 'lg:hidden xl:block',
          )}
        >
          {site.tagline}
        </span>
      </span>
    </span>
  );
}
