import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, SAVE_FAILURE_MESSAGES } from '@mnch/shared';
import { saveFailureMessage } from './save-failure';

describe('saveFailureMessage', () => {
  it('says what to do for each kind of failure', () => {
    expect(saveFailureMessage(new ApiError(0, 'Could not reach the server.'))).toBe(SAVE_FAILURE_MESSAGES.network);
    expect(saveFailureMessage(new TypeError('Failed to fetch'))).toBe(SAVE_FAILURE_MESSAGES.network);
    expect(saveFailureMessage(new ApiError(503, 'Service Unavailable'))).toBe(SAVE_FAILURE_MESSAGES.server);
    expect(saveFailureMessage(new ApiError(500, MESSAGES.common.serverError))).toBe(SAVE_FAILURE_MESSAGES.server);
    expect(saveFailureMessage(new ApiError(403, MESSAGES.auth.forbidden))).toBe(SAVE_FAILURE_MESSAGES.forbidden);
    expect(saveFailureMessage(new ApiError(401, MESSAGES.auth.unauthorized))).toBe(SAVE_FAILURE_MESSAGES.signedOut);
  });

  it('points at the fields when the server named them, and otherwise gives the server its word', () => {
    const invalid = new ApiError(400, MESSAGES.common.validation, [{ field: 'title', message: 'Title is required' }]);
    expect(saveFailureMessage(invalid, true)).toBe(SAVE_FAILURE_MESSAGES.invalid);
    expect(saveFailureMessage(new ApiError(409, 'A page with this address already exists'))).toBe(
      'A page with this address already exists',
    );
  });
});
