/**
 * English source catalogue. Keys are the API's vocabulary; `ar.ts` must translate every one (the type
 * there enforces it). A message with counts is an object of plural forms chosen by Intl.PluralRules.
 */
export const en = {
  'ok.social_links': 'Social links loaded.',
  'ok.route_rules': 'Route rules loaded.',
  'newsletter.subscribed': 'Thanks — you’re subscribed.',

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
