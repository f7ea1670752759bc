import { useState } from 'react';
import { clsx } from 'clsx';
import { initials } from './stats';

/** A partner's logo, or its initials when there is none or it fails to load. */
export function PartnerLogo({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = clsx('flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl', className);
  if (!logo || failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-initials"
        className={clsx(base, 'bg-gradient-to-br from-brand-700 to-brand-500 text-lg font-bold text-white')}
      >
        {initials(name)}
      </span>
    );
  }
  return <img src={logo} alt="" width={56} height={56} className={clsx(base, 'object-cover')} onError={() => setFailed(true)} />;
}
