import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, TEXT_LIMITS, profileSchema, type User } from '@mnch/shared';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui';
import { TextField } from '../../../components/form-fields';
import { toast } from '../../../lib/toast';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { AvatarField, BioField } from '../components/person-fields';
import { SaveFailure, useFormSave } from '../components/save-failure';
import { useSaveProfile } from './api/profile';
import { ProfileCard } from './profile-card';
import { WriteOnly } from '../components/access';

interface ProfileFormValues {
  name: string;
  avatar: string | null;
  bio: string;
}

const FIELDS = ['name', 'avatar', 'bio'] as const;

const defaults = (user: User): ProfileFormValues => ({ name: user.name, avatar: user.avatar, bio: user.bio ?? '' });

/** The signed-in user's name, avatar and bio (PATCH /api/auth/me); the email is shown, not changed here. */
export function ProfileForm({ user }: { user: User }) {
  const save = useSaveProfile();
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileFormValues>({
    defaultValues: defaults(user),
    // The form's values are what the API takes; the resolver's output is sent as the request body.
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileFormValues>,
  });
  const { control, register, handleSubmit, reset, formState } = form;
  const guard = useUnsavedChanges({ form, draftKey: 'profile', saving: save.isPending });
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  const formSave = useFormSave(form, FIELDS);
  const onSubmit = handleSubmit((values) =>
    formSave.run(async () => {
      const saved = await save.mutateAsync(values);
      reset(defaults(saved));
      toast.success(ACCOUNT_MESSAGES.profileSaved);
      // The header and sidebar show the new name and picture.
      void revalidator.revalidate();
    }),
  );

  return (
    <ProfileCard id="profile-details" title="Profile" description="Shown to other staff in the back office.">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Profile" className="grid gap-4">
        {guard.draftOffer}
        <div>
          <p className="text-sm font-medium text-slate-800">Email</p>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">{user.email}</p>
          <p className="mt-1 text-xs text-slate-600">You sign in with this address; an administrator can change it.</p>
        </div>
        <TextField
          id="profile-name"
          label="Name"
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="name"
          error={err('name')}
          {...register('name')}
        />
        {/* Uploading is a write: a viewer keeps their initials (or the avatar an admin gave them). */}
        <WriteOnly>
          <AvatarField
            id="profile-avatar"
            control={control}
            name="avatar"
            hint="A square photo works best: PNG, JPG or WebP up to 5MB. Without one, your initials are shown."
            error={err('avatar')}
            onBusyChange={setUploading}
          />
        </WriteOnly>
        <BioField id="profile-bio" field={register('bio')} error={err('bio')} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <SaveFailure message={formSave.failure} />
          <Button variant="secondary" onClick={() => reset()} disabled={save.isPending || !formState.isDirty}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={uploading}>
            Save profile
          </Button>
        </div>
        {guard.prompt}
      </form>
    </ProfileCard>
  );
}
