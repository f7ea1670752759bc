import { ACCOUNT_MESSAGES } from '@mnch/shared';
import type { Storage } from '../plugins/storage';
import { badRequest } from './http-error';

/**
 * A staff member's avatar, set by themselves (PATCH /auth/me) or by an admin (POST and PUT /users): the
 * shared schema checks its shape (an uploaded file's address); this checks that this site's storage holds it.
 */
export function refuseForeignAvatar(storage: Pick<Storage, 'owns'>, avatar: string | null | undefined): void {
  if (avatar && !storage.owns(avatar)) {
    throw badRequest(ACCOUNT_MESSAGES.avatarInvalid, [{ field: 'avatar', message: ACCOUNT_MESSAGES.avatarInvalid }]);
  }
}
