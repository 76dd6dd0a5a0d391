/** Spec, API calls: Device-Type header: 'mobile' or 'website', by user agent. */
export function deviceType(userAgent: string): 'mobile' | 'website' {
  return /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(userAgent) ? 'mobile' : 'website';
}
