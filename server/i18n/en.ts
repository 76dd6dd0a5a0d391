/**
 * English source catalogue. Keys are the API's vocabulary; `ar.ts` must translate every one (the type
 * there enforces it). A message with counts is an object of plural forms chosen by Intl.PluralRules.
 */
export const en = {
  'ok.social_links': 'Social links loaded.',
  'ok.route_rules': 'Route rules loaded.',
  'newsletter.subscribed': 'Thanks — you’re subscribed.',

  'auth.registered': 'Your account has been created.',
  'auth.signed_in': 'You’re signed in.',
  'auth.signed_out': 'You’re signed out.',
  'auth.invalid_credentials': 'Email or password is incorrect.',
  'auth.too_many_attempts':
    'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
  'auth.email_unavailable': 'This email can’t be used. Try signing in or resetting your password.',
  'auth.password_common': 'This password is too common. Choose one that’s harder to guess.',
  'auth.session_expired': 'Your session has ended. Please sign in again.',

  'auth.settings': 'Sign-in settings loaded.',
  'auth.google_signed_in': 'You’re signed in with Google.',
  'auth.google_invalid': 'We couldn’t verify your Google sign-in. Please try again.',
  'auth.google_unavailable': 'Google sign-in isn’t available right now.',
  'auth.google_email_unverified':
    'Google hasn’t verified this email, so we can’t link it to your account. Sign in with your password instead.',
  'otp.sent': 'If an account uses this email, we’ve sent it a code.',
  'otp.valid': 'Code confirmed. Choose a new password.',
  'otp.invalid': 'This code is wrong or has expired. Check it, or ask for a new one.',
  'otp.rate_limited': 'You’ve asked for too many codes. Please wait 15 minutes and try again.',
  'password_token.invalid': 'This reset session has expired or was already used. Please ask for a new code.',
  'password.reset': 'Your password has been changed. Please sign in.',
  'account.profile_loaded': 'Profile loaded.',
  'account.profile_updated': 'Your profile has been updated.',
  'account.password_changed': 'Your password has been changed. Your other devices have been signed out.',
  'account.current_password_wrong': 'Your current password is incorrect.',

  'errors.validation': 'Some fields need your attention.',
  'errors.malformed_json': 'The request body is not valid JSON.',
  'errors.unsupported_media_type': 'This content type is not supported.',
  'errors.payload_too_large': 'The request is too large.',
  'errors.bad_request': 'The request could not be understood.',
  'errors.unauthenticated': 'Please sign in to continue.',
  'errors.forbidden': 'You don’t have permission to do this.',
  'errors.not_found': 'We couldn’t find what you were looking for.',
  'errors.conflict': 'This conflicts with information we already have.',
  'errors.rate_limited': 'Too many requests. Please wait a moment and try again.',
  'errors.internal': 'Something went wrong on our side. Please try again.',

  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.invalid_request': 'The request is not in the expected format.',
  'validation.expected_string': 'Enter text.',
  'validation.expected_number': 'Enter a number.',
  'validation.expected_integer': 'Enter a whole number.',
  'validation.expected_boolean': 'Choose yes or no.',
  'validation.expected_array': 'Provide a list.',
  'validation.expected_object': 'Provide a group of fields.',
  'validation.email': 'Enter a valid email address.',
  'validation.url': 'Enter a valid web address.',
  'validation.format': 'This value is not in the expected format.',
  'validation.one_of': 'Choose one of the allowed values.',
  'validation.not_allowed': 'This field is not allowed.',
  'validation.string_min': {
    one: 'Enter at least 1 character.',
    other: 'Enter at least {count} characters.',
  },
  'validation.string_max': { one: 'Use at most 1 character.', other: 'Use at most {count} characters.' },
  'validation.array_min': { one: 'Choose at least 1 item.', other: 'Choose at least {count} items.' },
  'validation.array_max': { one: 'Choose at most 1 item.', other: 'Choose at most {count} items.' },
  'validation.number_min': 'Enter a number no smaller than {limit}.',
  'validation.number_min_exclusive': 'Enter a number greater than {limit}.',
  'validation.number_max': 'Enter a number no greater than {limit}.',
  'validation.number_max_exclusive': 'Enter a number less than {limit}.',
  'validation.multiple_of': 'Enter a multiple of {limit}.',
  'validation.too_small': 'This value is too small.',
  'validation.too_big': 'This value is too large.',
} as const;

export type MessageKey = keyof typeof en;
