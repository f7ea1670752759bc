import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSignOutEverywhere } from './api/profile';
import { ProfileCard } from './profile-card';

/**
 * "Sign out of all devices" (POST /api/auth/logout-all), after a confirmation: every session of the user
 * ends, this one too, and the sign-in page opens.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function confirm() {
    setError(null);
    try {
      await signOut.mutateAsync();
      clearToken();
      queryClient.clear();
      void navigate('/login', { replace: true });
    } catch (err) {
      setError(ApiError.from(err).message || 'You were not signed out. Please try again.');
    }
  }

  return (
    <ProfileCard
      id="profile-sessions"
      title="Where you are signed in"
      description="Signed in on a shared or lost computer or phone? Signing out of all devices ends every session of your account, this one included: you then sign in again here."
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={open}
        title="Sign out of all devices?"
        message="Every browser and device signed in to your account is signed out, this one included. You then sign in again with your password."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={signOut.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </ProfileCard>
  );
}
