/** Brand colours, shared by the logo, icons, error cover and the web manifests' theme colour. */
export const palette = {
  teal: '#0f5b5c',
  tealDeep: '#0a3f40',
  sand: '#f3e3c3',
  gold: '#d9a441',
  goldLight: '#f2c46d',
} as const;
